// `npm run size`: the JavaScript each kind of page loads (gzip), from the build manifest, against the
// budgets; also fails if any chunk carries a JSON-Schema compiler or eval (the CSP forbids it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
}

const BUDGET_KB = { home: 150, service: 260 };
const dist = path.resolve('dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipKb = new Map<string, number>();

const sizeOf = (file: string) => {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(path.join(dist, file))).length / 1024);
  return gzipKb.get(file) ?? 0;
};

/** The chunk's file and everything it imports statically, transitively. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const total = (files: Set<string>) => [...files].reduce((kb, f) => kb + sizeOf(f), 0);
const entryKeys = Object.keys(manifest).filter((k) => k.startsWith('virtual:catalog/entry/'));
const servicePage = (key: string) => closure(['index.html', 'src/engine/request-page.tsx', 'src/engine/form-view.tsx', key]);

// A route whose page is split into its own chunk loads that chunk too: count it in the page's total.
const HOME_PAGE = 'src/features/home/home-page.tsx';
const home = closure(['index.html', ...(manifest[HOME_PAGE] ? [HOME_PAGE] : [])]);
const rows: { page: string; kb: number; budget: number }[] = [{ page: 'home page (main bundle + home chunk)', kb: total(home), budget: BUDGET_KB.home }];
for (const key of entryKeys) rows.push({ page: key.replace('virtual:catalog/entry/', 'service: '), kb: total(servicePage(key)), budget: BUDGET_KB.service });

const forbidden = [/\bnew Function\s*\(/, /\beval\s*\(/, /\bcompileSchema\b/, /ajv\/dist\/compile/];
const offenders = Object.values(manifest)
  .map((c) => c.file)
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => forbidden.filter((re) => re.test(readFileSync(path.join(dist, file), 'utf8'))).map((re) => `${file}: ${re}`));

let failed = false;
console.log('page'.padEnd(48), 'JS gzip'.padStart(10), 'budget'.padStart(8));
for (const row of rows.sort((a, b) => b.kb - a.kb)) {
  const over = row.kb > row.budget;
  failed ||= over;
  console.log(row.page.padEnd(48), `${row.kb.toFixed(1)} KB`.padStart(10), `${row.budget} KB`.padStart(8), over ? 'OVER BUDGET' : '');
}
for (const offender of offenders) console.log(`forbidden code in the bundle: ${offender}`);
if (failed || offenders.length > 0) process.exit(1);
console.log(`\n${rows.length} pages within budget; no JSON-Schema compiler or eval in the bundle.`);
