import { describe, expect, it } from 'vitest';
import { coreFiles, preloadedFonts } from '../../scripts/service-worker-build';
import { appShellAddress } from '../../src/catalog/public-pages';
import { LANGUAGES } from '../../src/core/languages';
import { coreCache, coreCacheLanguage, isHashedAsset, isPagePath, languagesToKeep, languageOfPage, outdatedCaches, pageCacheKey, pagesCache } from '../../src/offline/offline-rules';

const PREFIXES = { en: '', te: '/te' };

describe('the service worker rules', () => {
  it('keeps pages, never the API or a file', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/services/vehicle-ekyc')).toBe(true);
    expect(isPagePath('/te')).toBe(true);
    expect(isPagePath('/te/services/vehicle-ekyc')).toBe(true);
    expect(isPagePath('/privacy-policy.html')).toBe(true);
    expect(isPagePath('/api')).toBe(false);
    expect(isPagePath('/api/requests')).toBe(false);
    expect(isPagePath('/sitemap.xml')).toBe(false);
    expect(isPagePath('/sw.js')).toBe(false);
  });

  it('keeps a page under its address without the query: no service number in a cache key', () => {
    expect(pageCacheKey('https://apvehicleassist.in/track?serviceNumber=VS123456042')).toBe('https://apvehicleassist.in/track');
    expect(pageCacheKey('https://apvehicleassist.in/te/track?serviceNumber=VS123456042#result')).toBe('https://apvehicleassist.in/te/track');
    expect(pageCacheKey('http://localhost:3000/')).toBe('http://localhost:3000/');
  });

  it('answers hashed files of both languages from the cache first', () => {
    expect(isHashedAsset('/assets/index-abc.js', PREFIXES)).toBe(true);
    expect(isHashedAsset('/te/assets/index-abc.js', PREFIXES)).toBe(true);
    expect(isHashedAsset('/favicon.svg', PREFIXES)).toBe(false);
    expect(isHashedAsset('/api/assets/x', PREFIXES)).toBe(false);
  });

  it("opens a page never kept in its language's app shell, kept as a page of that language", () => {
    expect(appShellAddress('en')).toBe('/app-shell');
    expect(appShellAddress('te')).toBe('/te/app-shell');
    for (const address of [appShellAddress('en'), appShellAddress('te')]) {
      expect(isPagePath(address)).toBe(true);
      expect(languageOfPage(address, PREFIXES)).toBe(address.startsWith('/te/') ? 'te' : 'en');
    }
  });

  it('tells the language of a page by its prefix, /te itself included', () => {
    expect(languageOfPage('/', PREFIXES)).toBe('en');
    expect(languageOfPage('/services/vehicle', PREFIXES)).toBe('en');
    expect(languageOfPage('/te', PREFIXES)).toBe('te');
    expect(languageOfPage('/te/services/vehicle', PREFIXES)).toBe('te');
    expect(languageOfPage('/technical', PREFIXES)).toBe('en');
  });

  it('keeps the core of every language, the page’s own first: the switch to another opens offline too', () => {
    const core = Object.fromEntries(LANGUAGES.map(({ code }) => [code, [`/${code}/assets/index.js`]]));
    expect(languagesToKeep('en', core)).toEqual(LANGUAGES.map(({ code }) => code));
    for (const { code } of LANGUAGES) expect(languagesToKeep(code, core)).toEqual([code, ...LANGUAGES.map((l) => l.code).filter((other) => other !== code)]);
    expect(languagesToKeep('te', { en: [], te: [], xx: [] })).toEqual(['te', 'en', 'xx']);
  });

  it("a new version deletes every cache of the old one, and only the worker's own", () => {
    const names = [pagesCache('v1'), coreCache('te', 'v1'), coreCache('en', 'v2'), pagesCache('v2'), 'workbox-precache-v2-http://x/', 'someone-else'];
    expect(outdatedCaches(names, 'v2')).toEqual([pagesCache('v1'), coreCache('te', 'v1')]);
    expect(coreCacheLanguage(coreCache('te', 'v1'))).toBe('te');
    expect(coreCacheLanguage(pagesCache('v1'))).toBeNull();
  });
});

describe("a language's core", () => {
  // Trimmed from a real .vite/manifest.json.
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, css: ['assets/index-A.css'], assets: ['assets/noto-B.woff2'], dynamicImports: ['src/engine/form-view.tsx', 'src/features/dashboard/dashboard-home.tsx', 'node_modules/@zxcvbn-ts/language-common/src/passwords.json', 'src/features/auth/signup-page.tsx'] },
    'src/engine/form-view.tsx': { file: 'assets/form-view-C.js', src: 'src/engine/form-view.tsx', isDynamicEntry: true, imports: ['_theme.js'] },
    '_theme.js': { file: 'assets/theme-D.js' },
    'src/features/dashboard/dashboard-home.tsx': { file: 'assets/dashboard-home-E.js', src: 'src/features/dashboard/dashboard-home.tsx', isDynamicEntry: true, imports: ['_only-dashboard.js'] },
    '_only-dashboard.js': { file: 'assets/only-dashboard-F.js' },
    'node_modules/@zxcvbn-ts/language-common/src/passwords.json': { file: 'assets/passwords-G.js', src: 'node_modules/@zxcvbn-ts/language-common/src/passwords.json', isDynamicEntry: true },
    'src/features/auth/signup-page.tsx': { file: 'assets/signup-page-H.js', src: 'src/features/auth/signup-page.tsx', isDynamicEntry: true, imports: ['_theme.js'] },
  };

  it('is every script and stylesheet a public page may load, forms included; not the account pages, the password list or fonts', () => {
    expect(coreFiles(manifest, '/te/')).toEqual(['/te/assets/form-view-C.js', '/te/assets/index-A.css', '/te/assets/index-A.js', '/te/assets/signup-page-H.js', '/te/assets/theme-D.js']);
  });

  it('keeps beside it the fonts its pages preload (the Telugu cut, both weights), and no other font', () => {
    // As a Telugu app shell links them: the face the stylesheet declares (x-font) and the preloads.
    const shell = [
      '<link rel="x-font" as="font" type="font/woff2" crossorigin href="/te/assets/noto-400-cut.woff2" data-local="local(&#39;NotoSansTelugu-Regular&#39;)">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/te/assets/noto-400-cut.woff2">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/te/assets/noto-700-cut.woff2">',
      '<link rel="preload" as="script" href="/te/assets/index-A.js">',
      '<link rel="stylesheet" href="/te/assets/index-A.css">',
    ].join('');
    expect(preloadedFonts(shell)).toEqual(['/te/assets/noto-400-cut.woff2', '/te/assets/noto-700-cut.woff2']);
    // An English page preloads none: its core keeps no font.
    expect(preloadedFonts('<link rel="stylesheet" href="/assets/index-A.css">')).toEqual([]);
  });
});
