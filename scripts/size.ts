// `npm run size`: the JavaScript each kind of page loads (gzip), from the build manifest, against the
// budgets; also fails if any chunk carries a JSON-Schema compiler or eval (the CSP forbids it).
// The measurement is scripts/page-size.ts.
import { measurePageSizes } from './page-size';

const { pages, offenders } = measurePageSizes();

let failed = false;
console.log('page'.padEnd(48), 'JS gzip'.padStart(10), 'budget'.padStart(8));
for (const row of pages) {
  const over = row.kb > row.budget;
  failed ||= over;
  console.log(row.page.padEnd(48), `${row.kb.toFixed(1)} KB`.padStart(10), `${row.budget} KB`.padStart(8), over ? 'OVER BUDGET' : '');
}
for (const offender of offenders) console.log(`forbidden code in the bundle: ${offender}`);
if (failed || offenders.length > 0) process.exit(1);
console.log(`\n${pages.length} pages within budget; no JSON-Schema compiler or eval in the bundle.`);
