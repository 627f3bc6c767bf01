// The store port's part for the live listing: what admins change at run time on top of the
// catalogue (YAML says what a service is). Per catalogue entry: paused, and card title, description
// and icon overrides (null = the catalogue's own); per listing category: the order of its cards.
// Link cards are the service records of Store.services.

export interface EntryOverride {
  entryId: string;
  paused: boolean;
  title: string | null;
  description: string | null;
  icon: string | null;
  updatedAt: number;
}

/** A change to an entry: a field left out stays as it is; null puts the catalogue's value back. */
export interface EntryPatch {
  paused?: boolean;
  title?: string | null;
  description?: string | null;
  icon?: string | null;
}

export interface CategoryOrder {
  category: string;
  /** Card keys, `entry:<id>` or `link:<id>`, in display order. */
  keys: string[];
  updatedAt: number;
}

export interface ListingStore {
  listing: {
    /** Every entry that differs from the catalogue. */
    entries(): Promise<EntryOverride[]>;
    /**
     * Applies the patch in one atomic step and returns the entry's state after it. An entry left
     * with nothing changed is removed (and returned with its defaults).
     */
    patchEntry(entryId: string, patch: EntryPatch, now: number): Promise<EntryOverride>;
    orders(): Promise<CategoryOrder[]>;
    setOrder(category: string, keys: string[], now: number): Promise<void>;
  };
}

export const noOverride = (entryId: string, now: number): EntryOverride => ({ entryId, paused: false, title: null, description: null, icon: null, updatedAt: now });

/** The entry's state after the patch. */
export function patched(before: EntryOverride, patch: EntryPatch, now: number): EntryOverride {
  return {
    entryId: before.entryId,
    paused: patch.paused ?? before.paused,
    title: patch.title === undefined ? before.title : patch.title,
    description: patch.description === undefined ? before.description : patch.description,
    icon: patch.icon === undefined ? before.icon : patch.icon,
    updatedAt: now,
  };
}

export const isDefault = (o: EntryOverride): boolean => !o.paused && o.title === null && o.description === null && o.icon === null;
