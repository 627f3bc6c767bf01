// English texts of the app itself (catalogue texts live in catalog/), one file per area of the app.
// A Telugu dictionary will mirror these keys.
import { enAuth } from './en-auth';
import { enForms } from './en-forms';
import { enHome } from './en-home';
import { enHomeContact } from './en-home-contact';
import { enPages } from './en-pages';
import { enSite } from './en-site';
import { enTasks } from './en-tasks';

export const en = { ...enAuth, ...enForms, ...enHome, ...enHomeContact, ...enPages, ...enSite, ...enTasks } as const;

export type MessageKey = keyof typeof en;
