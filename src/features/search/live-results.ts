// /search's results as one types: loaded with the index on the first keystroke, so the island's own
// code (also on the home page, which shows no results) carries neither the rule nor the index.
import { searchDocs } from '../../catalog/client-search';
import { searchServices } from '../../core/service-search';
import { pageLanguage } from '../../shared/i18n/page-language';
import { t } from '../../shared/i18n/t';
import { RESULTS_ID } from '../../shared/search/search-page-marks';
import { searchResultsHtml } from '../../shared/search/search-results-html';

/** Writes the results of `query` into the page's results box, and the query into the address. */
export function showResults(query: string): void {
  const box = document.getElementById(RESULTS_ID);
  if (!box) return;
  box.innerHTML = searchResultsHtml(query, searchServices(searchDocs, query), pageLanguage, t);
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
}
