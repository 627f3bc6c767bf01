declare module 'virtual:catalog' {
  import type { CompiledEntry, EntryKind, ListingCard, ListingId, SiteSource, Text } from './types';
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types';

  export interface CatalogIndexEntry {
    id: string;
    route: string;
    kind: EntryKind;
    title: Text;
    description: Text;
    icon: string;
  }
  export interface EntryModule {
    entry: CompiledEntry;
    validateFns: ValidatorFunctions | null;
  }
  export const site: SiteSource;
  export const listings: Record<ListingId, ListingCard[]>;
  export const entries: CatalogIndexEntry[];
  export const entryLoaders: Record<string, () => Promise<EntryModule>>;
}
