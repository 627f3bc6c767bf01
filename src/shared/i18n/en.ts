// English texts of the app itself (catalogue texts live in catalog/), one file per area of the app.
// A Telugu dictionary will mirror these keys.
import { enPages } from './en-pages';
import { enSite } from './en-site';

export const en = { ...enPages, ...enSite } as const;

export type MessageKey = keyof typeof en;
