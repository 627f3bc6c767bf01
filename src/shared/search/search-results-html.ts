// The service search's results as HTML: written by the server into the /search page it answers
// (with JavaScript off, src/server/search/search-page.ts) and by the page's island as one types
// (src/features/search/service-search-form.tsx), so both show the same list the same way. Every
// text is escaped; `text` words it in the page's language (the dictionaries of en-search.ts, te-search.ts).
import { pathInLanguage, type Lang } from '../../core/languages';
import type { SearchHit } from '../../core/service-search';
import type { enSearch } from '../i18n/en-search';

export type SearchTextKey = keyof typeof enSearch;
export type SearchText = (key: SearchTextKey, params?: Record<string, string | number>) => string;

/** Where a search that finds nothing sends the visitor: the listing pages, by their search text. */
const CATEGORIES: { key: SearchTextKey; path: string }[] = [
  { key: 'serviceSearch.vehicle', path: '/services/vehicle' },
  { key: 'serviceSearch.licence', path: '/services/driving-licence' },
  { key: 'serviceSearch.rto', path: '/rto-assistance' },
  { key: 'serviceSearch.partners', path: '/vehicle-services' },
  { key: 'serviceSearch.insurance', path: '/vehicle-insurance' },
];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The results of `query` (its hits, best first), or what to do when there are none. */
export function searchResultsHtml(query: string, hits: readonly SearchHit[], lang: Lang, text: SearchText): string {
  const shown = escapeHtml(query.trim().slice(0, 80));
  if (hits.length > 0) {
    const summary = hits.length === 1 ? text('serviceSearch.foundOne', { query: shown }) : text('serviceSearch.foundMany', { count: hits.length, query: shown });
    const items = hits
      .map(
        ({ doc }) =>
          `<li><a class="service-search-result" href="${escapeHtml(pathInLanguage(doc.route, lang))}" data-testid="service-search-result" data-entry="${escapeHtml(doc.id)}">` +
          `<span class="service-search-result-title">${escapeHtml(doc.title[lang])}</span>` +
          `<span class="service-search-result-text">${escapeHtml(doc.description[lang])}</span></a></li>`,
      )
      .join('');
    return `<h2 class="service-search-summary">${summary}</h2><ol class="service-search-results">${items}</ol>`;
  }
  const said = shown ? text('serviceSearch.none', { query: shown }) : text('serviceSearch.empty');
  const categories = CATEGORIES.map(({ key, path }) => `<li><a href="${pathInLanguage(path, lang)}">${escapeHtml(text(key))}</a></li>`).join('');
  return (
    `<h2 class="service-search-summary" data-testid="service-search-none">${said}</h2>` +
    `<p>${escapeHtml(text('serviceSearch.browse'))}</p><ul class="service-search-categories">${categories}</ul>` +
    `<p>${escapeHtml(text('serviceSearch.contactLead'))} <a href="${pathInLanguage('/contact', lang)}">${escapeHtml(text('serviceSearch.contact'))}</a></p>`
  );
}
