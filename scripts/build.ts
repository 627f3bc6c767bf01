// `npm run build`: Vite's browser build into dist/, then every public page written as a complete
// HTML file by the same React components (src/app/render-page.tsx, built for Node into
// .generated/ssr/), so a visitor sees the page before any JavaScript has run and the browser
// hydrates it. Also writes the app shell for the client-only pages and the 404 page.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { renderPage as RenderPage } from '../src/app/render-page.tsx';
import { formatError } from '../src/catalog/format-error.ts';
import { loadCatalog } from '../src/catalog/load.ts';
import { APP_SHELL_FILE, NOT_FOUND_FILE, pageFile, publicPages } from '../src/catalog/public-pages.ts';
import { pageHtml } from './page-html.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrDir = path.join(root, '.generated', 'ssr');

const started = performance.now();
await build({ root });
const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
await fs.writeFile(path.join(dist, APP_SHELL_FILE), template);

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/render-page.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href)) as { renderPage: typeof RenderPage };

const { catalog, errors } = await loadCatalog();
if (!catalog) throw new Error(`The catalogue has problems:\n${errors.map(formatError).join('\n')}`);
const pages = publicPages(catalog.entries.map((e) => e.route));

for (const page of pages) {
  const rendered = await renderPage(page.path);
  if (rendered.status !== 200) throw new Error(`${page.path} rendered as not found: is it a route of the app?`);
  const file = path.join(dist, pageFile(page.path));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, pageHtml(template, rendered.html, page.path));
}

// Any path no route knows renders the not-found page.
const missing = await renderPage('/404');
if (missing.status !== 404) throw new Error('/404 should render the not-found page');
await fs.writeFile(path.join(dist, NOT_FOUND_FILE), pageHtml(template, missing.html, null));

console.log(`Prerendered ${pages.length} pages, the 404 page and the app shell in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
