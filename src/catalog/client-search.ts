// The service search's index (built by vite-plugin.ts from search-index.ts), loaded only by the
// search page's island, once the visitor types.
import * as virtualSearch from 'virtual:catalog/search';
import type { SearchDoc } from '../core/service-search.ts';

export const searchDocs = virtualSearch.docs as SearchDoc[];
