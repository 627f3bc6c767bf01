// English texts of the app itself (catalogue texts live in catalog/), one file per area of the app.
// A Telugu dictionary will mirror these keys.
import { enAuth } from './en-auth';
import { enGuide } from './en-guide';
import { enHome } from './en-home';
import { enHomeContact } from './en-home-contact';
import { enPages } from './en-pages';
import { enAccountSecurity } from './en-account-security';
import { enSite } from './en-site';

export const en = { ...enAuth, ...enGuide, ...enHome, ...enHomeContact, ...enPages, ...enAccountSecurity, ...enSite } as const;

export type MessageKey = keyof typeof en;
