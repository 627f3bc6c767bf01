// What GET /api/listing answers: only what admins changed on top of the bundled catalogue listing.
import { isCategoryId, type CategoryId } from './categories';

/** Run-time changes of one catalogue entry's card; a key is present only when it differs. */
export interface EntryChange {
  paused?: true;
  title?: string;
  description?: string;
  icon?: string;
}

/** A card that links elsewhere (a service record of the API), shown in its category's listing. */
export interface LinkCardRecord {
  id: string;
  category: CategoryId;
  title: string;
  description: string;
  icon: string;
  link: string;
  /** Inactive link cards are kept but not shown (the public answer holds only active ones). */
  active?: boolean;
}

export interface ListingChanges {
  entries: Record<string, EntryChange>;
  links: LinkCardRecord[];
  /** Card keys (`entry:<id>`, `link:<id>`) per category, where the order differs from the default. */
  order: Partial<Record<CategoryId, string[]>>;
}

export const NO_CHANGES: ListingChanges = { entries: {}, links: [], order: {} };

export const entryKey = (id: string) => `entry:${id}`;
export const linkKey = (id: string) => `link:${id}`;

export function isUnchanged(changes: ListingChanges): boolean {
  return Object.keys(changes.entries).length === 0 && changes.links.length === 0 && Object.keys(changes.order).length === 0;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Keeps only well-formed parts of an answer, so a bad or partial one can never break a page. */
export function readListingChanges(data: unknown): ListingChanges {
  if (!data || typeof data !== 'object') return NO_CHANGES;
  const raw = data as { entries?: unknown; links?: unknown; order?: unknown };
  const entries: Record<string, EntryChange> = {};
  if (raw.entries && typeof raw.entries === 'object') {
    for (const [id, value] of Object.entries(raw.entries as Record<string, unknown>)) {
      if (!value || typeof value !== 'object') continue;
      const v = value as Record<string, unknown>;
      const change: EntryChange = {};
      if (v.paused === true) change.paused = true;
      if (isText(v.title)) change.title = v.title;
      if (isText(v.description)) change.description = v.description;
      if (isText(v.icon)) change.icon = v.icon;
      if (Object.keys(change).length > 0) entries[id] = change;
    }
  }
  const links = Array.isArray(raw.links)
    ? (raw.links as Record<string, unknown>[]).filter(
        (l): l is Record<string, unknown> & LinkCardRecord =>
          !!l && isText(l.id) && isCategoryId(l.category) && isText(l.title) && typeof l.description === 'string' && isText(l.icon) && isText(l.link),
      )
    : [];
  const order: Partial<Record<CategoryId, string[]>> = {};
  if (raw.order && typeof raw.order === 'object') {
    for (const [category, keys] of Object.entries(raw.order as Record<string, unknown>)) {
      if (isCategoryId(category) && Array.isArray(keys)) order[category] = keys.filter((k): k is string => typeof k === 'string');
    }
  }
  return {
    entries,
    links: links.map(({ id, category, title, description, icon, link }) => ({ id, category, title, description, icon, link })),
    order,
  };
}
