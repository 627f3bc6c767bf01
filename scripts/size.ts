// `npm run size`: what a visitor's phone downloads (gzip) per kind of page, against the budgets in
// docs/architecture.md; also fails if any chunk carries a JSON-Schema compiler or eval (the CSP
// forbids them). The measurement is scripts/page-size.ts. Every language of src/core/languages.ts:
// the English pages (dist/), and each other language's (dist/te/, rows marked "te:") against their
// own budgets, a few KB larger (page-size.ts says why).
import { measureEveryLanguage } from './page-size';

const { pages, offenders } = measureEveryLanguage();

let failed = false;
console.log('page'.padEnd(56), 'gzip'.padStart(9), 'budget'.padStart(8));
for (const row of pages) {
  const over = row.kb > row.budget;
  failed ||= over;
  console.log(row.page.padEnd(56), `${row.kb.toFixed(1)} KB`.padStart(9), `${row.budget} KB`.padStart(8), over ? 'OVER BUDGET' : '');
}
for (const offender of offenders) console.log(`forbidden code in the bundle: ${offender}`);
if (failed || offenders.length > 0) process.exit(1);
console.log(`\n${pages.length} measurements within budget; no JSON-Schema compiler or eval in the bundle.`);
