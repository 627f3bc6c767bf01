import { useEffect, type FormEvent } from 'react';
import type { SearchDoc } from '../../core/service-search';
import { searchServices } from '../../core/service-search';
import { pageLanguage } from '../../shared/i18n/page-language';
import { t } from '../../shared/i18n/t';
import { searchResultsHtml } from '../../shared/search/search-results-html';
import { ServiceSearchFields } from './service-search-fields';

/** The results' box of /search, outside the island: the server writes them in, the island replaces them. */
export const RESULTS_ID = 'service-search-results';

let index: Promise<SearchDoc[]> | undefined;

/**
 * The service search's form as an island (woken by the first touch; a submit button needs one). On
 * /search (`live`), as the visitor types, the results below
 * follow, from the index loaded then (its own chunk) and the same rule and HTML as the server's
 * results page; the address follows too, so a reload or a shared link shows the same. Sending the
 * form still loads the server's page.
 */
export function ServiceSearchForm({ inputId, live }: { inputId: string; live: boolean }) {
  useEffect(() => {
    // Text typed before the island woke (kept by the early-input script) gets its results now.
    const input = document.getElementById(inputId);
    if (live && input instanceof HTMLInputElement && input.value !== (new URLSearchParams(window.location.search).get('q') ?? '')) showResults(input);
  }, [inputId, live]);
  return <ServiceSearchFields inputId={inputId} onInput={live ? (event: FormEvent<HTMLInputElement>) => showResults(event.currentTarget) : undefined} />;
}

/** Writes the results of the field's text into the page's results box, and the text into the address. */
function showResults(input: HTMLInputElement): void {
  const query = input.value;
  index ??= import('../../catalog/client-search').then((m) => m.searchDocs);
  void index.then((docs) => {
    const box = document.getElementById(RESULTS_ID);
    // A later keystroke may have answered first: show only the field's current text.
    if (!box || input.value !== query) return;
    box.innerHTML = searchResultsHtml(query, searchServices(docs, query), pageLanguage, t);
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  });
}
