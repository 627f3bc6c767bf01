// `npm run build`: Vite's browser build into dist/, then every public page written as a complete
// HTML file by the same React components (scripts/prerender.ts), so a visitor sees the page before
// any JavaScript has run and the browser hydrates it. Once per language: English into dist/ at the
// plain paths, then Telugu (PAGE_LANGUAGE=te, vite.config.ts) into dist/te/ for the /te/ pages.
import path from 'node:path';
import { build } from 'vite';
import { LANGUAGES } from '../src/core/languages.ts';
import { prerenderSite } from './prerender.ts';
import { writeServiceWorker } from './service-worker-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const started = performance.now();
let count = 0;
for (const { code: lang } of LANGUAGES) {
  // vite.config.ts reads the language when Vite loads it, on each build() call.
  process.env.PAGE_LANGUAGE = lang;
  await build({ root });
  count += (await prerenderSite(dist, lang)).length;
}
delete process.env.PAGE_LANGUAGE;
// One service worker for both languages, written once both builds are there (docs/offline.md).
const offline = await writeServiceWorker(dist);
console.log(`Prerendered ${count} pages in ${LANGUAGES.length} languages, each with its 404 page and app shell, in ${((performance.now() - started) / 1000).toFixed(1)} s; sw.js keeps ${Object.entries(offline.core).map(([lang, files]) => `${files.length} files for ${lang}`).join(', ')} offline.`);
