// The compiled catalogue as the browser sees it (built by vite-plugin.ts). The one import point for
// app code; tests and the server use compile-catalog.ts / load.ts instead.
import { entries, entryLoaders, listings, site } from 'virtual:catalog';
export { entries, entryLoaders, listings, site };
export type { CatalogIndexEntry, EntryModule } from 'virtual:catalog';
