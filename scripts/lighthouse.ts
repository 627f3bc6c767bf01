// `npm run lighthouse [-- --pages /,/track] [-- --runs 3] [-- --tbt report] [-- --baseline DIR] [-- --telugu-font-installed]`:
// Lighthouse (mobile preset, simulated throttling) on the production build in dist/ (run `npm run
// build` first), served by the real local server on a free port with a throwaway data folder, in the
// Chromium scripts/chromium.ts picks, headless and with every host but loopback unresolvable. Each run
// of a page is followed by a run of the same page with its JavaScript blocked (blockedUrlPatterns
// *.js: the prerendered HTML and CSS alone), so the LCP ratio of the two cancels the host's speed.
// Prints each page's medians, the ratio and the host's benchmark index, writes every run's report and
// a summary under reports/lighthouse/, and exits 1 when a page misses the gate
// (scripts/lighthouse-gate.ts), naming the page and the metric. Where TBT is gated, an empty page
// measured after each run tells whether this host can judge it at all. With `--baseline DIR` it
// measures another build (another checkout's dist/, served by that checkout's server) in turn with
// dist/ and prints the two side by side. With `--telugu-font-installed` the browser has Noto Sans Telugu
// as a system font, as an Android phone has (this host has none).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveChromium } from './chromium';
import { withTeluguFontInstalled } from './installed-telugu-font';
import { startLocalServer } from './local-server';
import { benchmarkIndex, comparisonTable, DEFAULT_PAGES, DISTURBED_RETRIES, FLOOR_PAGE_HTML, gateFailures, gateText, GOAL, hostBenchmark, isPairDisturbed, isTraceFailure, mediansTable, REPORT_DIR, runResult, summarize, SUMMARY_FILE, TRACE_RETRIES, unjudgedTbt, type LighthouseSummary, type TbtMode, type PageSummary, type RunResult } from './lighthouse-gate';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  // No network: any host but loopback fails to resolve, so a request to another origin shows as an error.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const slug = (page: string) => (page === '/' ? 'home' : page.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-'));

async function measure(chromePath: string, url: string, blockJs = false, performanceOnly = blockJs): Promise<{ lhr: Parameters<typeof runResult>[0]; json: string }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-lighthouse-'));
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // The no-JS run and the warm-up need only the timings (the other categories cost seconds a run).
      onlyCategories: performanceOnly ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(blockJs ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, json: typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr) };
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** A run's TBT, the benchmark index it was measured at and Lighthouse's error, as each run's line ends. */
const tbtText = ({ tbtMs, error }: RunResult, cpu: number | null) => `TBT ${tbtMs === null ? '-' : Math.round(tbtMs)} ms, benchmark index ${cpu === null ? '-' : Math.round(cpu)}${error ? `, ${error}` : ''}`;

/** A build to measure: dist/ (gated), or another (`--baseline`), whose reports and log lines carry its label. */
interface Build {
  server: { origin: string };
  label: string;
}

export async function runLighthouse(pages: readonly string[], runs: number, log: (line: string) => void = console.log, tbt: TbtMode = 'gate', baselineDir?: string): Promise<LighthouseSummary> {
  if (!fs.existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  // The baseline is served by its own checkout's server (the folder above its dist/): this one's
  // Content-Security-Policy would block the other build's inline script if the script differs.
  const baselineRoot = baselineDir === undefined ? undefined : path.dirname(path.resolve(baselineDir));
  if (baselineDir !== undefined && !fs.existsSync(path.join(baselineDir, 'index.html'))) throw new Error(`--baseline takes a build folder with an index.html (another checkout's dist/); ${baselineDir} has none`);
  if (baselineRoot !== undefined && !fs.existsSync(path.join(baselineRoot, 'src/server/local.ts'))) {
    throw new Error(`--baseline takes another checkout's dist/, served by that checkout's server; ${baselineRoot} has no src/server/local.ts`);
  }
  const chromePath = await resolveChromium();
  fs.rmSync(REPORT_DIR, { recursive: true, force: true });
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const server = await startLocalServer();
  const baselineServer = baselineDir === undefined ? undefined : await startLocalServer({ staticDir: baselineDir, root: baselineRoot });
  const builds: Build[] = [{ server, label: '' }, ...(baselineServer ? [{ server: baselineServer, label: 'baseline' }] : [])];
  // Where TBT is gated, an empty page beside each run of a page tells whether this host can judge it (FLOOR_PAGE_HTML).
  const floorDir = tbt === 'gate' ? fs.mkdtempSync(path.join(os.tmpdir(), 'rto-empty-page-')) : undefined;
  if (floorDir) fs.writeFileSync(path.join(floorDir, 'index.html'), FLOOR_PAGE_HTML);
  const floorServer = floorDir === undefined ? undefined : await startLocalServer({ staticDir: floorDir });
  const summaries: PageSummary[][] = builds.map(() => []);
  let lighthouseVersion = '';
  try {
    // A warm-up run, not counted: it warms the server and gives a first benchmark of the CPU; the
    // best benchmark seen so far tells a run on a busy CPU (isDisturbed).
    let bestCpu = benchmarkIndex((await measure(chromePath, server.origin + (pages[0] ?? '/'), false, true)).lhr) ?? 0;
    let busyRetries = 0;
    // One Lighthouse run, its report written under REPORT_DIR as `<report>.json`.
    const measureRun = async (url: string, report: string, blockJs: boolean, performanceOnly: boolean): Promise<{ result: RunResult; cpu: number | null }> => {
      const { lhr, json } = await measure(chromePath, url, blockJs, performanceOnly);
      lighthouseVersion = (lhr as { lighthouseVersion?: string }).lighthouseVersion ?? lighthouseVersion;
      fs.writeFileSync(path.join(REPORT_DIR, `${report}.json`), json);
      return { result: runResult(lhr), cpu: benchmarkIndex(lhr) };
    };
    // The page, then at once the same page with its JavaScript blocked: one pair, measured again as a
    // pair when either run's trace failed or the CPU was busy during either.
    const measurePair = async ({ server: { origin }, label }: Build, page: string, run: number): Promise<RunResult[]> => {
      const name = `${label ? `${label} ` : ''}${page}`;
      for (let traceRetries = 0; ; ) {
        const pair: RunResult[] = [];
        let retrace = false;
        const cpus: (number | null)[] = [];
        for (const blockJs of [false, true]) {
          // Accessibility, Best Practices and SEO do not change from run to run (the CPU's speed
          // does not move them): measured in dist/'s first pair only, the page's median is that run's.
          const report = `${label ? `${label}-` : ''}${slug(page)}-run${run}${blockJs ? '-nojs' : ''}`;
          const { result, cpu } = await measureRun(origin + page, report, blockJs, blockJs || run > 1 || label !== '');
          bestCpu = Math.max(bestCpu, cpu ?? 0);
          retrace ||= isTraceFailure(result);
          cpus.push(cpu);
          pair.push(result);
          log(`${name} run ${run}/${runs}${blockJs ? ' without JS' : ''}: Performance ${result.performance ?? '-'}, LCP ${result.lcpMs === null ? '-' : Math.round(result.lcpMs)} ms, ${tbtText(result, cpu)}`);
        }
        retrace &&= traceRetries++ < TRACE_RETRIES;
        // Judged once both runs are in: the second may have shown the CPU faster than the first.
        // Only where TBT is judged: a busy moment slows both runs of a pair, so it moves neither
        // their LCP ratio nor the categories, which are all `--tbt report` gates (CI).
        const busy = tbt === 'gate' && !retrace && isPairDisturbed(cpus, bestCpu) && busyRetries++ < DISTURBED_RETRIES;
        if (!retrace && !busy) return pair;
        log(retrace ? '  (a trace failed; measuring the pair again)' : `  (the CPU was busy: a benchmark index under 3/4 of ${Math.round(bestCpu)}; measuring the pair again)`);
      }
    };
    // The empty page beside a page's run, measured again when Lighthouse failed to record its trace
    // (its TBT would be missing from the median that says whether this host can judge TBT).
    const measureFloor = async (origin: string, page: string, run: number): Promise<RunResult> => {
      for (let traceRetries = 0; ; ) {
        const { result, cpu } = await measureRun(`${origin}/`, `empty-page-${slug(page)}-run${run}`, false, true);
        log(`  empty page beside ${page} run ${run}/${runs}: ${tbtText(result, cpu)}`);
        if (!isTraceFailure(result) || traceRetries++ >= TRACE_RETRIES) return result;
        log('  (a trace failed; measuring the empty page again)');
      }
    };
    for (const page of pages) {
      const pairs = builds.map(() => ({ results: [] as RunResult[], noJs: [] as RunResult[] }));
      const floorRuns: RunResult[] = [];
      // With a baseline, each run of a page measures both builds one after the other, so a slower
      // moment of the host falls on both alike.
      for (let run = 1; run <= runs; run++) {
        for (const [i, build] of builds.entries()) {
          const [withJs, noJs] = await measurePair(build, page, run);
          pairs[i]!.results.push(withJs!);
          pairs[i]!.noJs.push(noJs!);
        }
        if (floorServer) floorRuns.push(await measureFloor(floorServer.origin, page, run));
      }
      pairs.forEach(({ results, noJs }, i) => summaries[i]!.push(summarize(page, results, noJs, floorRuns)));
    }
  } finally {
    await Promise.all([server.stop(), baselineServer?.stop(), floorServer?.stop()]);
    if (floorDir) fs.rmSync(floorDir, { recursive: true, force: true });
  }
  const [pageSummaries, baselineSummaries] = summaries;
  const summary: LighthouseSummary = {
    measuredAt: new Date().toISOString(),
    lighthouse: lighthouseVersion,
    chromium: chromePath,
    runs,
    pages: pageSummaries!,
    failures: gateFailures(pageSummaries!, tbt).map((f) => f.message),
    unjudged: unjudgedTbt(pageSummaries!, tbt),
    ...(baselineDir !== undefined && baselineSummaries ? { baseline: { dir: baselineDir, pages: baselineSummaries } } : {}),
  };
  fs.writeFileSync(SUMMARY_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

function parsePages(value: string | undefined): string[] {
  if (!value) return [...DEFAULT_PAGES];
  const pages = value.split(',').map((p) => p.trim()).filter(Boolean);
  const bad = pages.filter((p) => !p.startsWith('/'));
  if (pages.length === 0 || bad.length > 0) throw new Error(`--pages takes paths starting with "/", comma-separated (got "${value}")`);
  return pages;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { pages: { type: 'string' }, runs: { type: 'string', default: '3' }, tbt: { type: 'string', default: 'gate' }, baseline: { type: 'string' }, 'telugu-font-installed': { type: 'boolean' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs per page, 1 or more (got "${values.runs}")`);
  const tbt = values.tbt;
  if (tbt !== 'gate' && tbt !== 'report') throw new Error(`--tbt takes gate (TBT over the limit fails the run, the default) or report (printed only) (got "${tbt}")`);
  // chrome-launcher hands each Chromium this process's environment.
  if (values['telugu-font-installed']) Object.assign(process.env, await withTeluguFontInstalled());
  const summary = await runLighthouse(parsePages(values.pages), runs, console.log, tbt, values.baseline);

  console.log(`\nLighthouse ${summary.lighthouse}, mobile preset, median of ${runs} run(s) per page (${summary.chromium})\n`);
  console.log(mediansTable(summary.pages));
  console.log(`\n${hostBenchmark(summary.pages)}.`);
  console.log(`Gate: ${gateText()}. Goal: Performance >= ${GOAL.performance} (at a benchmark index of ${GOAL.benchmark} or more) and LCP <= ${GOAL.lcpMs / 1000} s.`);
  console.log(`Reports: ${REPORT_DIR}/`);
  if (summary.baseline) {
    console.log(`\nBefore (${summary.baseline.dir}, not gated) → after (dist/), each run of a page measuring both builds in turn:\n`);
    console.log(comparisonTable(summary.pages, summary.baseline.pages));
  }
  for (const note of summary.unjudged ?? []) console.log(`\n${tbt === 'report' ? 'REPORTED' : 'NOT JUDGED'}: ${note}.`);
  if (summary.failures.length > 0) {
    console.log(`\nFAIL: ${summary.failures.length} below the gate:`);
    for (const failure of summary.failures) console.log(`  ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('\nPASS: every page meets the gate.');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
