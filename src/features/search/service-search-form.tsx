import { useEffect, type FormEvent } from 'react';
import type * as LiveResults from './live-results';
import { ServiceSearchFields } from './service-search-fields';

let liveResults: Promise<typeof LiveResults> | undefined;

/** Shows the results of the field's text, once the results' code has come (a later keystroke may have answered first). */
function follow(input: HTMLInputElement): void {
  const query = input.value;
  liveResults ??= import('./live-results');
  void liveResults.then(({ showResults }) => {
    if (input.value === query) showResults(query);
  });
}

/**
 * The service search's form as an island (woken by the first touch; a submit button needs one). On
 * /search (`live`), as the visitor types, the results below follow, with the same rule and HTML as
 * the server's results page (live-results.ts, loaded then); the address follows too, so a reload or
 * a shared link shows the same. Sending the form still loads the server's page.
 */
export function ServiceSearchForm({ inputId, live }: { inputId: string; live: boolean }) {
  useEffect(() => {
    // Text typed before the island woke (kept by the early-input script) gets its results now.
    const input = document.getElementById(inputId);
    if (live && input instanceof HTMLInputElement && input.value !== (new URLSearchParams(window.location.search).get('q') ?? '')) follow(input);
  }, [inputId, live]);
  return <ServiceSearchFields inputId={inputId} onInput={live ? (event: FormEvent<HTMLInputElement>) => follow(event.currentTarget) : undefined} />;
}
