// The service search's index, built from the compiled catalogue: one document per entry with its
// title and description in every language and its `keywords`. The browser's /search page loads it
// as `virtual:catalog/search` (vite-plugin.ts) and the server has it in the catalogue seed, so both
// match the same index with the same rule (src/core/service-search.ts).
import { perLanguage } from '../core/languages.ts';
import type { SearchDoc } from '../core/service-search.ts';
import { localize } from '../core/text.ts';
import type { Catalog } from './types.ts';

export function searchIndex(catalog: Catalog): SearchDoc[] {
  return catalog.entries.map((e) => ({
    id: e.id,
    route: e.route,
    title: perLanguage((lang) => localize(e.source.title, lang)),
    description: perLanguage((lang) => localize(e.source.description, lang)),
    keywords: e.source.keywords ?? [],
  }));
}
