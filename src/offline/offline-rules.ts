// The pure rules of the service worker (src/offline/service-worker.ts), kept apart so unit tests can
// read them: which requests it answers, which cache holds what, and which caches an older build left.
import { API_ROOT } from '../core/api-url';

/** What the build bakes into sw.js (scripts/service-worker-build.ts). */
export interface OfflineConfig {
  /** A hash of every file below: a new build is a new version, with caches of its own. */
  version: string;
  /** Small files without a hash in their name (manifests, icons), for Workbox's precache with their revision. */
  precache: { url: string; revision: string | null }[];
  /**
   * Per language, the hashed files any public page of it may need (entry, page chunks, forms and their
   * validators, styles, fonts): fetched for the languages a visitor reads, not for every visitor.
   */
  core: Record<string, string[]>;
  /** The address prefix of each language: '' for English, '/te' for Telugu. */
  prefixes: Record<string, string>;
  /**
   * The address of each language's app shell, in which the client app draws any of its pages: kept
   * with the core, it opens offline a page that was never kept.
   */
  shells: Record<string, string>;
}

export const CACHE_PREFIX = 'rto-';
export const pagesCache = (version: string) => `${CACHE_PREFIX}pages-${version}`;
/** Whether a cache holds the pages visited (of any version): what sign-out empties but the app shells. */
export const isPagesCache = (name: string) => name.startsWith(pagesCache(''));
export const assetsCache = (version: string) => `${CACHE_PREFIX}assets-${version}`;
export const coreCache = (lang: string, version: string) => `${CACHE_PREFIX}core-${lang}-${version}`;

/** The language of a core cache name (rto-core-te-<version> → te), else null. */
export function coreCacheLanguage(name: string): string | null {
  return /^rto-core-([a-z]+)-[^-]+$/.exec(name)?.[1] ?? null;
}

/** Caches an older build (or another version) left: every rto- cache not of `version`. */
export function outdatedCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !name.endsWith(`-${version}`));
}

/** A page the worker keeps for offline reading: same origin, never the API, never a file. */
export function isPagePath(pathname: string): boolean {
  if (pathname === API_ROOT || pathname.startsWith(`${API_ROOT}/`)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

/**
 * The key a page is kept under: its address without the query. Every query of a page gets the
 * same HTML (the page reads the query in the browser, as /track?serviceNumber=… fills in its
 * form), so one copy serves them all, and no service number is kept in the cache's keys.
 */
export function pageCacheKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** A hashed build file (under /assets/ or /te/assets/): it never changes, so the cache answers first. */
export function isHashedAsset(pathname: string, prefixes: Record<string, string>): boolean {
  return Object.values(prefixes).some((prefix) => pathname.startsWith(`${prefix}/assets/`));
}

/** The language of a page path, from the prefixes: the longest prefix that matches, else the one with ''. */
export function languageOfPage(pathname: string, prefixes: Record<string, string>): string | null {
  let best: string | null = null;
  let bestLength = -1;
  for (const [lang, prefix] of Object.entries(prefixes)) {
    const matches = prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && prefix.length > bestLength) {
      best = lang;
      bestLength = prefix.length;
    }
  }
  return best;
}

/**
 * The languages whose core and app shell a page asks the worker to keep, in the order fetched: the
 * page's own first, then every other one of the build, so that the language switch, or a link to a
 * page in another language, opens offline too.
 */
export function languagesToKeep(pageLanguage: string, core: Record<string, readonly string[]>): string[] {
  return [pageLanguage, ...Object.keys(core).filter((lang) => lang !== pageLanguage)];
}
