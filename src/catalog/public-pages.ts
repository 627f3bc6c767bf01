// The one list of pages the build writes as HTML: the site's fixed pages and every catalogue
// entry's route. The build (scripts/build.ts), sitemap.xml and the tests all read it, so a new YAML
// entry is prerendered and listed with no code change, in every language (Telugu under /te/, see
// src/core/languages.ts).
import { languageOfPath, languagePrefix, pathInLanguage, pathWithoutLanguage, type Lang } from '../core/languages.ts';
import { FIX_LINK_PATH, isFixLinkPath } from '../core/fix-link-path.ts';
import { CLIENT_ONLY_PATHS, SITE_PAGES } from './site-pages.ts';

export interface PublicPage {
  path: string;
  /** Listed in sitemap.xml (the account pages are prerendered but not listed). */
  index: boolean;
}

/** Every prerendered page in `lang`: the fixed pages, then each catalogue route once, in catalogue order. */
export function publicPages(entryRoutes: readonly string[], lang: Lang = 'en'): PublicPage[] {
  const pages: PublicPage[] = SITE_PAGES.filter((p) => p.prerender).map((p) => ({ path: p.path, index: p.index }));
  for (const route of entryRoutes) if (!pages.some((p) => p.path === route)) pages.push({ path: route, index: true });
  // The fix link page, answered for every /f/<code> (fixLinkPageFile): one visitor's correction, never listed.
  pages.push({ path: FIX_LINK_PATH, index: false });
  return pages.map((p) => ({ ...p, path: pathInLanguage(p.path, lang) }));
}

/** True for a path that only the browser renders (it and everything below it, in any language): served the app shell. */
export function isClientOnlyPath(path: string): boolean {
  const plain = pathWithoutLanguage(path);
  return CLIENT_ONLY_PATHS.some((prefix) => plain === prefix || plain.startsWith(`${prefix}/`));
}

/**
 * Where the build writes a page, relative to dist/: `/` is index.html, any other path its name
 * plus .html (`/services/vehicle-ekyc` → services/vehicle-ekyc.html), which both servers answer
 * at the clean URL.
 */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The prerendered page that answers a fix link's path (`/f/<code>`, `/te/f/<code>`) in its language, relative to dist/; null for any other path. */
export function fixLinkPageFile(path: string): string | null {
  return isFixLinkPath(path) ? pageFile(pathInLanguage(FIX_LINK_PATH, languageOfPath(path))) : null;
}

/** The service search's page, which the API answers with a query's results written in (src/server/search/search-page.ts). */
export const SEARCH_PATH = '/search';

/**
 * Where the build writes the search page of `lang`, relative to dist/: a dotfile, which neither
 * server hands out as a file (Firebase Hosting does not even deploy it), so that /search, with or
 * without a query, reaches the API, which reads this file as its template.
 */
export function searchTemplateFile(lang: Lang): string {
  return `${languageDir(lang)}.search.html`;
}

/** The app shell: an empty page the browser renders itself (client-only paths). */
export const APP_SHELL_FILE = 'app-shell.html';
/** The not-found page, answered with status 404 for any path that is neither a file nor client-only. */
export const NOT_FOUND_FILE = '404.html';

/** Where a language's build lives under dist/: '' for English, 'te/' for Telugu (its assets, app shell and 404 page). */
export function languageDir(lang: Lang): string {
  return lang === 'en' ? '' : `${languagePrefix(lang).slice(1)}/`;
}

/** A language's app shell at its clean address, as both servers answer it (Firebase Hosting redirects the .html one). */
export function appShellAddress(lang: Lang): string {
  return `/${languageDir(lang)}${APP_SHELL_FILE.replace(/\.html$/, '')}`;
}

/** The app shell or the not-found page (`file`) in the language of the page at `path`, relative to dist/. */
export function fileForLanguageOf(path: string, file: typeof APP_SHELL_FILE | typeof NOT_FOUND_FILE): string {
  return `${languageDir(languageOfPath(path))}${file}`;
}
