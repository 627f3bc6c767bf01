// `npm run firebase:rewrites`: writes the rewrites of firebase.json's Hosting from the language list
// (src/core/languages.ts) and the client-only paths, so a new language needs no hand edit there: the
// API and each language's service search page (/search, filled in by the API) to its function, each language's client-only paths to its app shell, its fix links to its fix
// link page, and any other unknown
// path under a language's prefix to its own 404 page (Hosting answers a rewrite with status 200;
// only its root 404.html gets 404). tests/server/http.test.ts fails until the file matches.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '../src/core/languages.ts';
import { APP_SHELL_FILE, languageDir, NOT_FOUND_FILE, pageFile, SEARCH_PATH } from '../src/catalog/public-pages.ts';
import { FIX_LINK_PATH } from '../src/core/fix-link-path.ts';
import { pathInLanguage } from '../src/core/languages.ts';
import { CLIENT_ONLY_PATHS } from '../src/catalog/site-pages.ts';

export const FIREBASE_FILE = new URL('../firebase.json', import.meta.url);

export type Rewrite = { source: string; destination: string } | { source: string; function: Record<string, unknown> };

const API_FUNCTION = { functionId: 'api', region: 'asia-south1', pinTag: true };
const API: Rewrite = { source: '/api/**', function: API_FUNCTION };

/** The rewrites firebase.json's Hosting needs, in order (Hosting takes the first that matches). */
export function hostingRewrites(): Rewrite[] {
  const shells = LANGUAGES.flatMap(({ code, prefix }) =>
    CLIENT_ONLY_PATHS.flatMap((path) => [path, `${path}/**`].map((source) => ({ source: `${prefix}${source}`, destination: `/${languageDir(code)}${APP_SHELL_FILE}` }))),
  );
  // Every fix link (/f/<code>) is its language's one fix link page.
  const fixLinks = LANGUAGES.map(({ code, prefix }) => ({ source: `${prefix}${FIX_LINK_PATH}/**`, destination: `/${pageFile(pathInLanguage(FIX_LINK_PATH, code))}` }));
  const notFound = LANGUAGES.filter(({ prefix }) => prefix).map(({ code, prefix }) => ({ source: `${prefix}/**`, destination: `/${languageDir(code)}${NOT_FOUND_FILE}` }));
  // The search page's results are the API's: its file is a dotfile Hosting does not deploy (searchTemplateFile).
  const search = LANGUAGES.map(({ code }) => ({ source: pathInLanguage(SEARCH_PATH, code), function: API_FUNCTION }));
  return [API, ...search, ...shells, ...fixLinks, ...notFound];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = JSON.parse(readFileSync(FIREBASE_FILE, 'utf8')) as { hosting: { rewrites: Rewrite[] } };
  config.hosting.rewrites = hostingRewrites();
  writeFileSync(FIREBASE_FILE, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`wrote ${FIREBASE_FILE.pathname}: ${config.hosting.rewrites.length} rewrites`);
}
