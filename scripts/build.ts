// `npm run build`: Vite's browser build into dist/, then every public page written as a complete
// HTML file by the same React components (scripts/prerender.ts), so a visitor sees the page before
// any JavaScript has run and the browser hydrates it.
import path from 'node:path';
import { build } from 'vite';
import { prerenderSite } from './prerender.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
await build({ root });
const pages = await prerenderSite(path.join(root, 'dist'));
console.log(`Prerendered ${pages.length} pages, the 404 page and the app shell in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
