// `npm run catalog:check [-- --dir some/other/catalog] [-- --today YYYY-MM-DD]`: prints every problem as
// file:line:col and exits 1, or a one-line summary and exits 0. Review dates more than 12 months old
// are printed as warnings (file:line:col: warning: …) and do not change the exit code; --today sets
// the day they are measured against.
import { parseArgs } from 'node:util';
import { formatError, formatWarning } from './format-error.ts';
import { DEFAULT_CATALOG_DIR, loadCatalog } from './load.ts';

const { values } = parseArgs({ options: { dir: { type: 'string' }, today: { type: 'string' } } });
const dir = values.dir ?? DEFAULT_CATALOG_DIR;
if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) {
  console.error(`--today: "${values.today}" is not a date in the form YYYY-MM-DD`);
  process.exit(2);
}
const started = performance.now();
const { catalog, errors, warnings } = await loadCatalog(dir, { today: values.today });
const ms = Math.round(performance.now() - started);

for (const warning of warnings) console.error(formatWarning(warning));
if (!catalog) {
  for (const error of errors) console.error(formatError(error));
  console.error(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} in the catalogue.`);
  process.exit(1);
}
const listed = Object.values(catalog.listings).reduce((n, cards) => n + cards.length, 0);
console.log(`catalogue ok: ${catalog.entries.length} entries, ${listed} listed cards, compiled in ${ms} ms`);
