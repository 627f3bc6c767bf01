// `npm run catalog:check [-- --dir some/other/catalog]`: prints every problem as file:line:col and exits 1,
// or a one-line summary and exits 0.
import { parseArgs } from 'node:util';
import { formatError } from './format-error.ts';
import { DEFAULT_CATALOG_DIR, loadCatalog } from './load.ts';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const dir = values.dir ?? DEFAULT_CATALOG_DIR;
const started = performance.now();
const { catalog, errors } = await loadCatalog(dir);
const ms = Math.round(performance.now() - started);

if (!catalog) {
  for (const error of errors) console.error(formatError(error));
  console.error(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} in the catalogue.`);
  process.exit(1);
}
const listed = Object.values(catalog.listings).reduce((n, cards) => n + cards.length, 0);
console.log(`catalogue ok: ${catalog.entries.length} entries, ${listed} listed cards, compiled in ${ms} ms`);
