import { createContext, useContext } from 'react';
import { pathInLanguage } from '../../core/languages';
import { currentLanguage } from '../i18n/t';

/** A page of the app (its path without the language prefix), with an optional query and #hash. */
export interface PageTarget {
  to: string;
  search?: Record<string, string>;
  hash?: string;
}

/**
 * The whole-page app's client-side navigation (src/app/app.tsx provides the router's): a PageLink in
 * it navigates without a page load, as the router's Link did. In an island there is none, and a
 * PageLink is a plain link: a full load of a prerendered page.
 */
export const PageNavigation = createContext<((target: PageTarget) => void) | null>(null);

/** The address of a page in this page's language. */
export function pageHref({ to, search, hash }: PageTarget): string {
  const query = search ? `?${new URLSearchParams(search).toString()}` : '';
  return `${pathInLanguage(to, currentLanguage())}${query}${hash ? `#${hash}` : ''}`;
}

/** A full page load of the target (one function, so an effect that depends on it does not run again). */
const loadPage = (target: PageTarget) => window.location.assign(pageHref(target));

/** Goes to a page: through the router in the whole-page app, else as a full page load. */
export function usePageNavigate(): (target: PageTarget) => void {
  return useContext(PageNavigation) ?? loadPage;
}
