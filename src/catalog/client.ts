// The compiled catalogue as the browser sees it (built by vite-plugin.ts): the one import point for app
// code. Tests and the server use compile-catalog.ts / load.ts instead.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import * as virtualCatalog from 'virtual:catalog';
import type { ClientSite, CompiledEntry, EntrySource, ListingCard, ListingId } from './types.ts';

/** What every page knows of every entry (the rest loads with the entry's page). */
export type CatalogIndexEntry = Pick<EntrySource, 'id' | 'route' | 'kind' | 'title' | 'description' | 'icon'>;

export interface EntryModule {
  entry: CompiledEntry;
  /** The form's precompiled validator, fetched on first call (null: the entry has no form). */
  loadValidator: (() => Promise<ValidatorFunctions>) | null;
}

export const site = virtualCatalog.site as ClientSite;
export const listings = virtualCatalog.listings as Record<ListingId, ListingCard[]>;
export const entries = virtualCatalog.entries as CatalogIndexEntry[];
export const entryLoaders = virtualCatalog.entryLoaders as Record<string, () => Promise<EntryModule>>;
