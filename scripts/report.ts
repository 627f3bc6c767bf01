// `npm run report [-- --fresh]`: reports/quality.md, the portal's measured quality against its
// targets: JavaScript per page (from dist/; run `npm run build` first), the Lighthouse medians, and
// the catalogue and API benchmarks. Lighthouse and the benchmarks are read from their latest results
// under reports/ and run only when there are none (all of them with --fresh; Lighthouse also when its
// latest run left out one of its default pages, as CI's two-page run does); each section says when
// it was measured. Exits 1 when anything misses its target, like the gates themselves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatMetric, gateFailures, gateText, GOAL, mediansTable, pagesMissing, SUMMARY_FILE, unjudgedTbt, type LighthouseSummary } from './lighthouse-gate';
import { measureEveryLanguage } from './page-size';
import { readResult, REPORTS_DIR } from './report-files';

interface CatalogBench {
  runs: number;
  results: { label: string; entries: number; medianMs: number }[];
  target: { maxMsAt1000: number; maxGrowth: number };
  msAt1000: number;
  growth: number;
  pass: boolean;
}

interface ApiBench {
  connections: number;
  durationSeconds: number;
  cpus: number;
  endpoints: { endpoint: string; reqPerSec: number; p50Ms: number; p99Ms: number; statuses: string; errors: number }[];
  target: { minReqPerSec: number; maxP99Ms: number };
  pass: boolean;
}

const REPORT_FILE = path.join(REPORTS_DIR, 'quality.md');
const { values } = parseArgs({ options: { fresh: { type: 'boolean', default: false } } });

/** Runs an npm script, its output shown as it goes; its exit code is its own verdict, read from its results. */
function run(script: string): void {
  console.log(`\n> npm run ${script}`);
  spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
}

function latest<T>(name: string, script: string): (T & { measuredAt: string }) | null {
  if (values.fresh || !readResult<T>(name)) run(script);
  return readResult<T>(name);
}

const readLighthouse = () => (fs.existsSync(SUMMARY_FILE) ? (JSON.parse(fs.readFileSync(SUMMARY_FILE, 'utf8')) as LighthouseSummary) : null);

/** The latest Lighthouse summary, measured again when it lacks one of the default pages (CI measures two). */
function latestLighthouse(): LighthouseSummary | null {
  const last = readLighthouse();
  if (values.fresh || !last || pagesMissing(last).length > 0) run('lighthouse');
  return readLighthouse();
}

const verdict = (pass: boolean) => (pass ? 'meets' : '**misses**');
const table = (head: string[], rows: string[][]) => [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const missing = (what: string, how: string) => `Not measured: ${what}. Run \`${how}\` and \`npm run report\` again.`;
const sections: string[] = [];
let allPass = true;

// JavaScript per page, measured now from the build.
if (fs.existsSync('dist/.vite/manifest.json')) {
  const { pages, offenders } = measureEveryLanguage();
  const pass = pages.every((p) => p.kb <= p.budget) && offenders.length === 0;
  allPass &&= pass;
  sections.push(
    [
      '## JavaScript per page (gzip)',
      `Measured from \`dist/\` (built ${fs.statSync('dist/.vite/manifest.json').mtime.toISOString()}): the page's chunks and everything they import. ${verdict(pass)} the budgets.`,
      table(['page', 'gzip', 'budget', ''], pages.map((p) => [p.page, `${p.kb.toFixed(1)} KB`, `${p.budget} KB`, p.kb > p.budget ? 'over' : 'ok'])),
      offenders.length > 0 ? `Forbidden code (eval or a JSON-Schema compiler): ${offenders.join(', ')}` : 'No eval or JSON-Schema compiler in any chunk.',
    ].join('\n\n'),
  );
} else {
  allPass = false;
  sections.push(`## JavaScript per page (gzip)\n\n${missing('no build in dist/', 'npm run build')}`);
}

const lighthouse = latestLighthouse();
if (lighthouse) {
  const failures = gateFailures(lighthouse.pages);
  allPass &&= failures.length === 0;
  const goal = lighthouse.pages.map((p) => {
    const perf = p.median.performance;
    const lcp = p.median.lcpMs;
    const met = perf !== null && lcp !== null && perf >= GOAL.performance && lcp <= GOAL.lcpMs;
    return `- \`${p.page}\`: ${met ? 'meets' : 'short of'} the goal (Performance ${formatMetric('performance', perf)}, LCP ${formatMetric('lcpMs', lcp)})`;
  });
  sections.push(
    [
      '## Lighthouse (mobile preset)',
      `Lighthouse ${lighthouse.lighthouse}, median of ${lighthouse.runs} run(s) per page, measured ${lighthouse.measuredAt} with ${lighthouse.chromium}. Gate: ${gateText()}: ${verdict(failures.length === 0)} it.`,
      mediansTable(lighthouse.pages),
      failures.length > 0 ? `Below the gate:\n\n${failures.map((f) => `- ${f.message}`).join('\n')}` : 'Every page meets the gate.',
      ...(unjudgedTbt(lighthouse.pages).length > 0 ? [`Not judged (measure again on a quiet machine):\n\n${unjudgedTbt(lighthouse.pages).map((n) => `- ${n}`).join('\n')}`] : []),
      `Goal beyond the gate: Performance >= ${GOAL.performance} and LCP <= ${GOAL.lcpMs / 1000} s.\n\n${goal.join('\n')}`,
    ].join('\n\n'),
  );
} else {
  allPass = false;
  sections.push(`## Lighthouse (mobile preset)\n\n${missing('Lighthouse did not produce a summary', 'npm run lighthouse')}`);
}

const catalogBench = latest<CatalogBench>('bench-catalog', 'bench:catalog');
if (catalogBench) {
  allPass &&= catalogBench.pass;
  sections.push(
    [
      '## Catalogue compiler',
      `\`npm run bench:catalog\`, median of ${catalogBench.runs} runs, measured ${catalogBench.measuredAt}. Target: 1,000 entries in under ${catalogBench.target.maxMsAt1000} ms, and the time per entry at 1,000 at most ${catalogBench.target.maxGrowth}x that at 250: ${verdict(catalogBench.pass)} it (${catalogBench.msAt1000.toFixed(0)} ms, ${catalogBench.growth.toFixed(2)}x).`,
      table(['catalogue', 'entries', 'ms', 'ms per entry'], catalogBench.results.map((r) => [r.label, String(r.entries), r.medianMs.toFixed(1), (r.medianMs / r.entries).toFixed(3)])),
    ].join('\n\n'),
  );
} else {
  allPass = false;
  sections.push(`## Catalogue compiler\n\n${missing('the benchmark wrote no results', 'npm run bench:catalog')}`);
}

const apiBench = latest<ApiBench>('bench-api', 'bench:api');
if (apiBench) {
  allPass &&= apiBench.pass;
  sections.push(
    [
      '## API',
      `\`npm run bench:api\`: ${apiBench.connections} connections, ${apiBench.durationSeconds} s per read, loopback, SQLite, ${apiBench.cpus} CPUs, measured ${apiBench.measuredAt}. Target for the public reads: at least ${apiBench.target.minReqPerSec.toLocaleString('en-IN')} req/s and p99 under ${apiBench.target.maxP99Ms} ms: ${verdict(apiBench.pass)} it. The login burst must be answered 429 after the first failures.`,
      table(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'statuses', 'errors'], apiBench.endpoints.map((e) => [e.endpoint, String(e.reqPerSec), String(e.p50Ms), String(e.p99Ms), e.statuses, String(e.errors)])),
    ].join('\n\n'),
  );
} else {
  allPass = false;
  sections.push(`## API\n\n${missing('the benchmark wrote no results', 'npm run bench:api')}`);
}

const report = [
  '# Quality report',
  `Written ${new Date().toISOString()} by \`npm run report\`. Overall: ${allPass ? 'every target met' : '**some targets missed**'}. How each number is measured and reproduced: docs/quality-gates.md.`,
  ...sections,
].join('\n\n');
fs.mkdirSync(REPORTS_DIR, { recursive: true });
fs.writeFileSync(REPORT_FILE, `${report}\n`);
console.log(`\nWrote ${REPORT_FILE}: ${allPass ? 'every target met' : 'some targets missed'}.`);
if (!allPass) process.exitCode = 1;
