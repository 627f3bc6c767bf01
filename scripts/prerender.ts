// The prerendering half of `npm run build` (scripts/build.ts runs Vite's browser build first):
// builds src/app/render-page.tsx for Node with the same Vite config, then writes every public page
// (public-pages.ts: the fixed pages and each catalogue route) as a complete HTML file, the 404 page
// and the app shell for the client-only paths. CATALOG_DIR, if set, names the catalogue folder
// (the browser build reads the same variable in vite.config.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { renderAppShell as RenderAppShell, renderPage as RenderPage } from '../src/app/render-page.tsx';
import { formatError } from '../src/catalog/format-error.ts';
import { loadCatalog } from '../src/catalog/load.ts';
import { APP_SHELL_FILE, languageDir, NOT_FOUND_FILE, pageFile, publicPages, SEARCH_PATH, searchTemplateFile } from '../src/catalog/public-pages.ts';
import { pathInLanguage, type Lang } from '../src/core/languages.ts';
import { formWarmUp } from './form-warm-up.ts';
import { ISLANDS_ENTRY, islandsScripts, readIslandModules } from './island-scripts.ts';
import { pageHtml, selectedClasses, type ChunkStyles } from './page-html.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Writes the pages of `lang` into `outDir` (dist/), whose index.html (Vite's page; te/index.html for
 * Telugu) is the template; returns the paths written. Vite's build for that language (PAGE_LANGUAGE)
 * must have just run: the server-side build here reads the same setting.
 */
export async function prerenderSite(outDir: string, lang: Lang = 'en', ssrDir = path.join(ROOT, '.generated', `ssr-${lang}`)): Promise<string[]> {
  // One folder per language: Node keeps the modules it imported, so a second language's lazy chunks
  // of the same name in the same folder would be the first language's.
  const langDir = path.join(outDir, languageDir(lang));
  const templateFile = path.join(langDir, 'index.html');
  const template = await fs.readFile(templateFile, 'utf8');
  // The Telugu home page is te.html (/te); an empty te/index.html beside it would shadow it on some hosts.
  if (lang !== 'en') await fs.rm(templateFile);
  const chunks = await lazyChunkStyles(langDir, `/${languageDir(lang)}`);
  // No browser build (a test renders pages alone): islands pages keep the template's script.
  const manifest = JSON.parse(await fs.readFile(path.join(langDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}')) as Parameters<typeof islandsScripts>[0];
  const hasIslandsEntry = ISLANDS_ENTRY in manifest;
  const islandModules = readIslandModules();

  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/app/render-page.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  // Imported by its plain address, as its own chunks import it: with a query it would be a second
  // instance, and a lazy chunk's island would not see the render's island slots (its React context).
  const { renderPage, renderAppShell } = (await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href)) as { renderPage: typeof RenderPage; renderAppShell: typeof RenderAppShell };
  // The signed-in pages are drawn by the browser; until their code has, the shell shows the site's name and a loading notice.
  const shell = renderAppShell();
  await fs.writeFile(path.join(langDir, APP_SHELL_FILE), template.replace(/<title>[\s\S]*?<\/title>/, () => shell.title).replace('</head>', () => `${shell.head}</head>`).replace('<div id="root"></div>', () => `<div id="root">${shell.body}</div>`));

  const { catalog, errors } = await loadCatalog(process.env.CATALOG_DIR || undefined);
  if (!catalog) throw new Error(`The catalogue has problems:\n${errors.map(formatError).join('\n')}`);
  const pages = publicPages(catalog.entries.map((e) => e.route), lang);

  for (const page of pages) {
    const rendered = await renderPage(page.path);
    if (rendered.status !== 200) throw new Error(`${page.path} rendered as not found: is it a route of the app?`);
    // The search page is the API's template, never a file served at /search (public-pages.ts).
    const file = path.join(outDir, page.path === pathInLanguage(SEARCH_PATH, lang) ? searchTemplateFile(lang) : pageFile(page.path));
    await fs.mkdir(path.dirname(file), { recursive: true });
    const islands = hasIslandsEntry && rendered.islands && islandsScripts(manifest, islandModules, rendered.islands, `/${languageDir(lang)}`);
    const warm = islands ? formWarmUp(manifest, islandModules, rendered.islands ?? [], `/${languageDir(lang)}`, islands.preloads) : [];
    await fs.writeFile(file, pageHtml(template, rendered.html, page.path, chunks, islands ? { ...islands, warm } : undefined));
  }

  // Any path no route knows renders the not-found page.
  const missing = await renderPage(`${languageDir(lang) ? `/${languageDir(lang)}` : '/'}404`);
  if (missing.status !== 404) throw new Error('/404 should render the not-found page');
  await fs.writeFile(path.join(langDir, NOT_FOUND_FILE), pageHtml(template, missing.html, null, chunks));
  return pages.map((p) => p.path);
}

/** Each stylesheet Vite split off with a chunk, from the browser build's manifest (none without one), at its address under `base`. */
async function lazyChunkStyles(outDir: string, base: string): Promise<ChunkStyles[]> {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8').catch(() => '{}')) as Record<string, { file: string; css?: string[] }>;
  const chunks: ChunkStyles[] = [];
  for (const { file, css = [] } of Object.values(manifest)) {
    for (const sheet of css) chunks.push({ css: `${base}${sheet}`, js: `${base}${file}`, classes: selectedClasses(await fs.readFile(path.join(outDir, sheet), 'utf8')) });
  }
  return chunks;
}
