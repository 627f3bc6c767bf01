// `npm run bench:catalog`: how long compileCatalog takes on the real catalogue and on 250, 500 and
// 1,000 synthetic entries made from it (median of 5 runs each). Target: 1,000 entries in under 5 s,
// and linear growth: the time per entry at 1,000 at most twice the time per entry at 250.
// Exits 1 when the target is missed or a synthetic catalogue does not compile cleanly. Each size gets
// one discarded warm-up run first (the first call also compiles the format schemas). The results
// also go to reports/bench-catalog.json for `npm run report`.
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { compileCatalog, type CatalogFile } from '../src/catalog/compile-catalog';
import { formatError } from '../src/catalog/format-error';
import { DEFAULT_CATALOG_DIR, readCatalogFiles } from '../src/catalog/load';
import type { EntrySource, SiteSource, Text } from '../src/catalog/types';
import { writeResult } from './report-files';

const RUNS = 5;
const SIZES = [250, 500, 1000];
const TARGET_MS = 5000;
const MAX_GROWTH = 2;

const realFiles = await readCatalogFiles(DEFAULT_CATALOG_DIR);
const siteFile = realFiles.find((f) => path.posix.basename(f.path) === 'site.yaml');
if (!siteFile) throw new Error('catalog/site.yaml not found');
const bases = realFiles
  .filter((f) => f !== siteFile)
  .map((f) => ({ folder: path.posix.dirname(f.path), entry: parse(f.text) as EntrySource }));

/** A catalogue of `size` entries cloned round-robin from the real ones, each with its own id and route. */
function synthetic(size: number): CatalogFile[] {
  const prefixes = new Map<string, string>();
  const prefixFor = (key: string) => {
    let prefix = prefixes.get(key);
    if (!prefix) {
      prefix = letters(prefixes.size);
      prefixes.set(key, prefix);
    }
    return prefix;
  };
  const files: CatalogFile[] = [];
  for (let i = 0; i < size; i++) {
    const base = bases[i % bases.length];
    if (!base) throw new Error('the real catalogue has no entries');
    const round = Math.floor(i / bases.length);
    const entry = structuredClone(base.entry);
    entry.id = `${base.entry.id}-s${i}`;
    entry.route = entry.kind === 'insurance' ? `/services/${entry.id}` : entry.route.replace(/[^/]+$/, entry.id);
    // A "see also" link points at the same round's clone of its page (the first round's near the end).
    entry.seeAlso = entry.seeAlso?.map((link) => {
      const target = bases.findIndex((b) => b.entry.id === link.entry);
      const clone = target + round * bases.length < size ? target + round * bases.length : target;
      return { ...link, entry: `${link.entry}-s${clone}` };
    });
    entry.title = numbered(entry.title, i);
    entry.description = numbered(entry.description, i);
    if (entry.prefix !== undefined) {
      // Generic pages keep sharing one prefix per group (and per round); every other page gets its own.
      if (entry.prefixGroup !== undefined) {
        entry.prefixGroup = `${entry.prefixGroup}-r${round}`;
        entry.prefix = prefixFor(entry.prefixGroup);
      } else {
        entry.prefix = prefixFor(entry.id);
      }
    }
    const text = `# yaml-language-server: $schema=../../schemas/catalog-entry.schema.json\n${stringify(entry)}`;
    files.push({ path: `${base.folder}/${entry.id}.yaml`, text });
  }
  // The listings point at the first round of clones (entry i of the real catalogue is clone i).
  const site = parse(siteFile?.text ?? '') as SiteSource;
  const cloneOf = new Map(bases.map((b, i) => [b.entry.id, `${b.entry.id}-s${i}`]));
  for (const key of Object.keys(site.listings) as (keyof SiteSource['listings'])[]) {
    site.listings[key] = site.listings[key].map((id) => cloneOf.get(id) ?? id);
  }
  files.push({ path: siteFile?.path ?? 'catalog/site.yaml', text: `# yaml-language-server: $schema=../schemas/site.schema.json\n${stringify(site)}` });
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Distinct service-number prefixes: two to five capital letters, ZA, ZB … ZAA … */
function letters(n: number): string {
  let rest = n;
  let out = '';
  do {
    out = String.fromCharCode(65 + (rest % 26)) + out;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return `Z${out}`;
}

function numbered(text: Text, i: number): Text {
  return typeof text === 'string' ? `${text} (${i})` : { ...text, en: `${text.en} (${i})` };
}

interface Result {
  label: string;
  entries: number;
  median: number;
  runs: number[];
}

function measure(label: string, files: CatalogFile[]): Result {
  const runs: number[] = [];
  let entries = 0;
  compileCatalog(files); // one discarded run, so every size is timed warm
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const { catalog, errors } = compileCatalog(files);
    runs.push(performance.now() - started);
    if (!catalog) {
      console.error(`${label}: the catalogue does not compile:\n${errors.slice(0, 10).map(formatError).join('\n')}`);
      process.exit(1);
    }
    entries = catalog.entries.length;
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { label, entries, median: sorted[Math.floor(RUNS / 2)] ?? 0, runs };
}

const results = [measure('real catalog/', realFiles), ...SIZES.map((size) => measure(`synthetic ${size}`, synthetic(size)))];

const ms = (n: number) => n.toFixed(1);
console.log(`compileCatalog, median of ${RUNS} runs (parse + schema + cross-checks + compile)`);
console.log(`${'catalogue'.padEnd(16)}${'entries'.padStart(8)}${'total ms'.padStart(11)}${'ms/entry'.padStart(10)}   runs (ms)`);
for (const r of results) {
  console.log(
    `${r.label.padEnd(16)}${String(r.entries).padStart(8)}${ms(r.median).padStart(11)}${(r.median / r.entries).toFixed(3).padStart(10)}   ${r.runs.map(ms).join(', ')}`,
  );
}

const at = (entries: number) => results.find((r) => r.label === `synthetic ${entries}`) as Result;
const perEntry = (r: Result) => r.median / r.entries;
const growth = perEntry(at(1000)) / perEntry(at(250));
const fast = at(1000).median < TARGET_MS;
const linear = growth <= MAX_GROWTH;
console.log(
  `${fast && linear ? 'PASS' : 'FAIL'}: 1,000 entries in ${ms(at(1000).median)} ms (target < ${TARGET_MS} ms); ` +
    `ms/entry at 1,000 is ${growth.toFixed(2)}x that at 250 (target <= ${MAX_GROWTH}x)`,
);
writeResult('bench-catalog', {
  runs: RUNS,
  results: results.map(({ label, entries, median }) => ({ label, entries, medianMs: median })),
  target: { maxMsAt1000: TARGET_MS, maxGrowth: MAX_GROWTH },
  msAt1000: at(1000).median,
  growth,
  pass: fast && linear,
});
if (!fast || !linear) process.exitCode = 1;
