// The service worker, /sw.js (scope /, both languages), bundled by scripts/service-worker-build.ts
// with the build's file lists baked in (OFFLINE_CONFIG). What it does (docs/offline.md):
// - Pages: network first (4 s, then the copy kept), so an online visitor always gets the newest
//   page; every page visited is kept, in a cache of this build's version, under its address without
//   the query (no service number of /track?serviceNumber=… in a key). Offline, a page never
//   kept opens in its language's app shell (kept with the core), where the client app draws it.
// - Hashed files (/assets/, /te/assets/): from the cache first; they never change.
// - The core of each language (every hashed file a public page of it may need, forms included) is
//   fetched once the visitor has read a page, the page's language first, so any page they open
//   offline works, in every language.
// - /api is never answered from a cache, nor anything the worker does not name here.
// - A new build is a new worker: it fetches the new core of the languages kept and the new copies of
//   the pages kept while it installs, waits until no tab runs the old build, then deletes the old caches.
import { cacheNames, clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { assetsCache, coreCache, coreCacheLanguage, isHashedAsset, isPagePath, isPagesCache, languagesToKeep, languageOfPage, outdatedCaches, pageCacheKey, pagesCache, type OfflineConfig } from './offline-rules';

declare const OFFLINE_CONFIG: OfflineConfig;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate' | 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const config = OFFLINE_CONFIG;
const PAGES = pagesCache(config.version);
const ASSETS = assetsCache(config.version);

// Manifests and icons, with their revision: Workbox fetches them on install and answers them.
precacheAndRoute(config.precache);
cleanupOutdatedCaches();
// The first visit's page is controlled as soon as the worker runs (its core is then fetched); a new
// build's worker waits for the old build's tabs to close (no skipWaiting): no tab mixes two builds.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

/** The app shell of the page's language, kept with its core; undefined where there is none. */
async function keptShell(page: string): Promise<Response | undefined> {
  const lang = languageOfPage(page, config.prefixes);
  const shell = lang ? config.shells[lang] : undefined;
  return shell ? (await caches.open(PAGES)).match(shell) : undefined;
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isPagePath(url.pathname),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // Read and written under the address without its query (pageCacheKey).
      { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) },
      // Offline, a page never kept opens in the app shell: the client app draws it from the core.
      { handlerDidError: ({ request }) => keptShell(new URL(request.url).pathname) },
    ],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && isHashedAsset(url.pathname, config.prefixes),
  async ({ request }) => {
    const kept = await caches.match(request, { ignoreSearch: true });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(ASSETS).then((cache) => cache.put(request, copy));
    }
    return response;
  },
);

/** Fetches into `cacheName` each URL it does not hold yet; a failed one is skipped (fetched again later). */
async function keep(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok) await cache.put(url, response);
      } catch {
        // offline or the server is down: the next page load asks again
      }
    }),
  );
}

/** The languages whose core an older version kept, and the pages it kept: this version keeps the same. */
async function keptBefore(): Promise<{ languages: string[]; pages: string[] }> {
  const names = (await caches.keys()).filter((name) => name !== cacheNames.precache);
  const old = outdatedCaches(names, config.version);
  const languages = [...new Set(old.map(coreCacheLanguage).filter((lang): lang is string => lang !== null && lang in config.core))];
  const pages: string[] = [];
  for (const name of old.filter(isPagesCache)) {
    for (const request of await (await caches.open(name)).keys()) pages.push(new URL(request.url).pathname);
  }
  return { languages, pages: [...new Set(pages)] };
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    keptBefore().then(({ languages, pages }) =>
      Promise.all([...languages.map((lang) => keep(coreCache(lang, config.version), config.core[lang] ?? [])), keep(PAGES, pages)]),
    ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(outdatedCaches(names, config.version).map((name) => caches.delete(name)))));
});

/** The core and the app shell of each language, one language after the other. */
async function keepLanguages(languages: readonly string[]): Promise<void> {
  for (const lang of languages) {
    const shell = config.shells[lang];
    await Promise.all([keep(coreCache(lang, config.version), config.core[lang] ?? []), ...(shell ? [keep(PAGES, [shell])] : [])]);
  }
}

// From src/shared/offline/offline-support.ts once a page has loaded: keep the page (the first one
// came before the worker ran) and the core of every language, the page's own first (its files
// do not wait behind another language's).
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: unknown; core?: unknown; otherLanguages?: unknown } | null;
  if (data?.type !== 'KEEP_OFFLINE' || typeof data.page !== 'string' || !isPagePath(data.page)) return;
  const lang = languageOfPage(data.page, config.prefixes);
  const work = [keep(PAGES, [data.page])];
  if (data.core !== false && lang) work.push(keepLanguages(data.otherLanguages === false ? [lang] : languagesToKeep(lang, config.core)));
  event.waitUntil(Promise.all(work));
});
