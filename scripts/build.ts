// `npm run build`: Vite's browser build into dist/, then every public page written as a complete
// HTML file by the same React components (scripts/prerender.ts), so a visitor sees the page before
// any JavaScript has run and the browser hydrates it. Once per language of src/core/languages.ts:
// English into dist/ at the plain paths, then Telugu (PAGE_LANGUAGE=te, vite.config.ts) into dist/te/
// for the /te/ pages. `PSEUDO_LOCALE=1` builds only the tests' pseudo-locale site, into dist-pseudo/
// (docs/translation.md, "The pseudo-locale"), and leaves dist/ alone.
import path from 'node:path';
import { build } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/core/languages.ts';
import { prerenderSite } from './prerender.ts';
import { writeServiceWorker } from './service-worker-build.ts';
import { uncoveredTeluguText } from './telugu-font-cut.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

if (process.env.PSEUDO_LOCALE === '1') {
  // The English build, its texts made pseudo by vite.config.ts; no service worker (the tests block it).
  process.env.PAGE_LANGUAGE = DEFAULT_LANGUAGE;
  await build({ root });
  const pages = await prerenderSite(path.join(root, 'dist-pseudo'), DEFAULT_LANGUAGE, path.join(root, '.generated', 'ssr-pseudo'));
  console.log(`Prerendered ${pages.length} pages in the pseudo-locale into dist-pseudo/ in ${seconds()} s.`);
} else {
  const dist = path.join(root, 'dist');
  let count = 0;
  for (const { code: lang } of LANGUAGES) {
    // vite.config.ts reads the language when Vite loads it, on each build() call.
    process.env.PAGE_LANGUAGE = lang;
    await build({ root });
    count += (await prerenderSite(dist, lang)).length;
  }
  delete process.env.PAGE_LANGUAGE;
  // The Telugu pages preload a cut of their font (scripts/telugu-font-cut.ts): a letter of the site
  // outside it would fetch the whole font too, or break its syllable, so the build names it instead.
  const uncovered = uncoveredTeluguText(dist);
  if (uncovered.length > 0) {
    const lines = uncovered.map(({ letter, codePoint, file }) => `  ${letter} (${codePoint}) in dist/${file}`);
    throw new Error(`The Telugu font was not cut for these letters of the built site; write them otherwise or add them to CUT_RANGES (scripts/telugu-font-cut.ts):\n${lines.join('\n')}`);
  }
  // One service worker for every language, written once all builds are there (docs/offline.md).
  const offline = await writeServiceWorker(dist);
  console.log(`Prerendered ${count} pages in ${LANGUAGES.length} languages, each with its 404 page and app shell, in ${seconds()} s; sw.js keeps ${Object.entries(offline.core).map(([lang, files]) => `${files.length} files for ${lang}`).join(', ')} offline.`);
}
