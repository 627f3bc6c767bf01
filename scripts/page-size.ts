// What a visitor's phone downloads (gzip), read from the build manifest in dist/, against the
// budgets in docs/architecture.md: the home page, every catalogue page's start view, the form view
// that loads when the visitor opens the form, and the stylesheet that blocks the first paint; and any
// chunk that carries a JSON-Schema compiler or eval (the Content-Security-Policy forbids them).
// `npm run size` prints and gates it; `npm run report` puts it in reports/quality.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

// Each budget is the largest page measured plus 5 % (2026-11-25: the home page made of islands, then
// /track, /sitemap, the legal, account and catalogue pages): home 119.7, /track 125.3, /sitemap
// 116.4, the legal pages 2.7 (the islands entry alone), the account pages 118.0-119.7, start views
// 89.6-140.4 (the service pages as islands pages), form views 208.7-212.4, CSS 12.6 KB
// (docs/architecture.md).
export const BUDGET_KB = { home: 126, track: 132, sitemap: 123, legal: 3, account: 126, start: 148, form: 224, css: 14 };
/**
 * The Telugu pages (dist/te/) carry the same code with Telugu texts, which take three bytes a
 * character in UTF-8 and compress less well than English: ~4 KB more per page; measured with
 * the English ones: home 123.7, /track 128.9, /sitemap 120.0, legal 2.7, account pages 120.2-121.9,
 * start views 91.8-144.8, form views 212.8-217.1 KB, plus 5 %.
 */
export const BUDGET_KB_TE = { home: 130, track: 136, sitemap: 126, legal: 3, account: 128, start: 153, form: 228, css: 14 };

// A page's first load is what it starts before the visitor does anything. An islands page (home,
// /track, /sitemap, the legal pages, every catalogue page) starts exactly the scripts its HTML names
// (scripts/page-html.ts): the islands entry with what it imports and, when it has islands, React DOM
// and its `load` islands (a catalogue page's request island with its entry's module); its `idle` and
// `interaction` islands come later. Code fetched on a click or hover (the form view, the chat) is not
// counted in the first load: the form view is measured as the page's first load plus rjsf, the form
// code and the entry's validator.
const ENTRY = 'index.html';
const FORM_VIEW = ['src/engine/form-view.tsx'];

export interface PageSize {
  page: string;
  kb: number;
  budget: number;
}

export interface SizeMeasurement {
  pages: PageSize[];
  /** "file: pattern" for each chunk with forbidden code. */
  offenders: string[];
}

/** The home page's file, by the build folder of its language: dist/index.html, and dist/te.html for dist/te. */
const homeHtml = (dist: string) => (path.basename(dist) === 'te' ? path.join(dist, '..', 'te.html') : path.join(dist, 'index.html'));

/**
 * Each catalogue entry's page in `dist` by the entry's id (its request or insurance island names it
 * in its props), not looking into the other languages' folders (dist/te).
 */
function entryPages(dist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !/^[a-z]{2}[\\/]/.test(file));
  for (const file of files) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    const id = /data-island="(?:request|insurance)"[^>]* data-props="\{&quot;entryId&quot;:&quot;([^&]+)&quot;\}"/.exec(html)?.[1];
    if (id) pages.set(id, html);
  }
  return pages;
}

/** The scripts a prerendered page starts once it has painted (its x-module and x-modulepreload links), as files under `dist`. */
export function pageScripts(html: string): string[] {
  return [...html.matchAll(/<link rel="x-module(?:preload)?"[^>]* href="\/(?:te\/)?([^"]+)"/g)].map((m) => m[1]!);
}

export function measurePageSizes(dist = path.resolve('dist'), budget: typeof BUDGET_KB = BUDGET_KB): SizeMeasurement {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gzipKb = new Map<string, number>();

  const sizeOf = (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
    return gzipKb.get(file) ?? 0;
  };

  /** A module's chunk: by its path, or (a module also imported statically elsewhere lands in a shared chunk) by its name. */
  function chunkOf(key: string): Chunk {
    const named = Object.values(manifest).filter((c) => c.name === path.basename(key).replace(/\.tsx?$/, ''));
    const chunk = manifest[key] ?? (named.length === 1 ? named[0] : undefined);
    if (!chunk) throw new Error(`${key} is not in the build manifest: update scripts/page-size.ts`);
    return chunk;
  }

  /** The chunks' files and everything they import statically, transitively. */
  function closure(keys: string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      const chunk = chunkOf(key);
      if (seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  }

  const kb = (files: Set<string>) => [...files].reduce((sum, f) => sum + sizeOf(f), 0);
  const entryId = (key: string) => key.replace('virtual:catalog/entry/', '');
  const entryKeys = Object.keys(manifest).filter((k) => k.startsWith('virtual:catalog/entry/'));

  const islandsPage = (page: string, file: string, limit: number): PageSize => ({ page, kb: kb(new Set(pageScripts(readFileSync(file, 'utf8')))), budget: limit });
  const pages: PageSize[] = [
    islandsPage('home page (islands)', homeHtml(dist), budget.home),
    islandsPage('/track (islands)', path.join(dist, 'track.html'), budget.track),
    islandsPage('/sitemap (islands)', path.join(dist, 'sitemap.html'), budget.sitemap),
    islandsPage('legal pages (islands, none hydrated)', path.join(dist, 'privacy-policy.html'), budget.legal),
    ...['login', 'signup', 'forgot-password'].map((page) => islandsPage(`/${page} (islands)`, path.join(dist, `${page}.html`), budget.account)),
  ];
  const entryHtml = entryPages(dist);
  for (const key of entryKeys) {
    const html = entryHtml.get(entryId(key));
    if (!html) throw new Error(`No page in ${dist} has the request island of ${entryId(key)}: update scripts/page-size.ts`);
    const start = new Set(pageScripts(html));
    pages.push({ page: `${entryId(key)}: start view`, kb: kb(start), budget: budget.start });
    // The form view adds rjsf, the form code and the entry's own validator (entries without a form have none).
    const validator = `virtual:catalog/validator/${entryId(key)}`;
    if (manifest[validator]) pages.push({ page: `${entryId(key)}: form view`, kb: kb(closure([...FORM_VIEW, validator], start)), budget: budget.form });
  }

  // The stylesheet index.html links (it blocks the first paint); lazily loaded code brings its own.
  const blockingCss = manifest[ENTRY]?.css ?? [];
  pages.push({ page: 'stylesheet before first paint (CSS)', kb: blockingCss.reduce((sum, f) => sum + sizeOf(f), 0), budget: budget.css });

  const forbidden = [/\bnew Function\s*\(/, /\beval\s*\(/, /\bcompileSchema\b/, /ajv\/dist\/compile/];
  const offenders = Object.values(manifest)
    .map((c) => c.file)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => forbidden.filter((re) => re.test(readFileSync(path.join(dist, file), 'utf8'))).map((re) => `${file}: ${re}`));

  return { pages, offenders };
}
