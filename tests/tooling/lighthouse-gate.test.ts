import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/languages';
import { addedTbts, benchmarkIndex, comparisonTable, DEFAULT_PAGES, FLOOR_MAX_TBT_MS, gateFailures, hostBenchmark, isDisturbed, isPairDisturbed, isTraceFailure, lcpRatios, median, mediansTable, pagesMissing, runResult, TBT_MIN_BENCHMARK, unjudgedTbt, summarize, type RunResult } from '../../scripts/lighthouse-gate';

// Trimmed from real Lighthouse 13.5 reports: /track before its layout shift was fixed, and a run
// that never painted.
const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/lighthouse/${name}.json`, 'utf8')) as Parameters<typeof runResult>[0];
const trackRun = runResult(fixture('track-run'));
const failedRun = runResult(fixture('no-fcp-run'));

/** A run meeting the gate, with the given changes. */
const run = (changes: Partial<RunResult> = {}): RunResult => ({
  performance: 96, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, tbtMs: 40, cls: 0, error: null, ...changes,
});

describe('one Lighthouse report', () => {
  it('gives the scores as Lighthouse shows them (0-100) and the metrics in ms', () => {
    expect(trackRun).toMatchObject({ performance: 36, accessibility: 100, bestPractices: 96, seo: 100, lcpMs: 3748.2188000000006, tbtMs: 1075.8476500000002, cls: 0.4908672982405891, error: null });
  });

  it('of a failed run has no scores and carries Lighthouse\'s error', () => {
    expect(failedRun.performance).toBeNull();
    expect(failedRun.lcpMs).toBeNull();
    expect(failedRun.error).toMatch(/^NO_FCP: The page did not paint any content/);
  });
});

describe('a run Lighthouse could not trace', () => {
  it('is measured again, while a page that never painted fails', () => {
    const noNavstart = run({ performance: null, lcpMs: null, error: 'NO_NAVSTART: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)' });
    expect(isTraceFailure(noNavstart)).toBe(true);
    expect(isTraceFailure(failedRun)).toBe(false);
    expect(isTraceFailure(run())).toBe(false);
  });
});

describe('a run on a busy CPU', () => {
  it("is one whose benchmark index is under three quarters of the machine's best", () => {
    expect(benchmarkIndex({ environment: { benchmarkIndex: 2123 } })).toBe(2123);
    expect(benchmarkIndex({})).toBeNull();
    // From the CI run where / scored 84 and 88 on runs at 1,061 and 1,431 against 2,123.
    expect(isDisturbed(1061.5, 2123)).toBe(true);
    expect(isDisturbed(1431.5, 2123)).toBe(true);
    expect(isDisturbed(1884.5, 2123)).toBe(false);
    expect(isDisturbed(2123, 2123)).toBe(false);
    expect(isDisturbed(null, 2123)).toBe(false);
  });

  it('makes its pair measured again, even when the pair\'s second run is the one that shows the CPU faster', () => {
    // Seen: the page at 531, then the page without JavaScript at 1,248, after a warm-up at ~600.
    expect(isPairDisturbed([531, 1248], 600)).toBe(true);
    expect(isPairDisturbed([1884, 2000], 2123)).toBe(false);
    expect(isPairDisturbed([null, null], 2123)).toBe(false);
  });
});

describe('the medians', () => {
  it('are the middle value, or the mean of the two middle ones', () => {
    expect(median([90, 62, 71])).toBe(71);
    expect(median([0.2, 0, 0.1, 0.05])).toBeCloseTo(0.075);
    expect(median([])).toBeNull();
  });

  it('are taken metric by metric over a page\'s runs', () => {
    const summary = summarize('/', [run({ performance: 88, lcpMs: 2500 }), run({ performance: 93, lcpMs: 1900 }), run({ performance: 91, lcpMs: 2100 })]);
    expect(summary.median).toMatchObject({ performance: 91, lcpMs: 2100, cls: 0 });
    expect(summary.errors).toEqual([]);
  });
});

/** The same page with its JavaScript blocked: only the timings count. */
const noJs = (lcpMs: number | null, benchmark = 1800): RunResult => run({ lcpMs, tbtMs: 0, benchmark });

describe('the ratio to the page without JavaScript', () => {
  it('is taken pair by pair (each run over the no-JS run right after it), then its median', () => {
    const runs = [run({ lcpMs: 2400 }), run({ lcpMs: 1300 }), run({ lcpMs: 1200 })];
    const plain = [noJs(1200), noJs(1200), noJs(1000)];
    expect(lcpRatios(runs, plain)).toEqual([2, 1300 / 1200, 1.2]);
    const summary = summarize('/', runs, plain);
    expect(summary.median.lcpRatio).toBeCloseTo(1.2);
    expect(summary.median.noJsLcpMs).toBe(1200);
  });

  it('cancels a slower host: both runs of a pair slow down together', () => {
    // The same page on a host twice as slow: every LCP doubles, the ratio stays.
    const fast = summarize('/', [run({ lcpMs: 1100 })], [noJs(1000)]);
    const slow = summarize('/', [run({ lcpMs: 2200 })], [noJs(2000)]);
    expect(slow.median.lcpRatio).toBeCloseTo(fast.median.lcpRatio!);
    expect(gateFailures([slow])).toEqual([]);
  });

  it('is missing when a run of the pair has no LCP, and a failed no-JS run fails the page', () => {
    expect(lcpRatios([run(), run()], [noJs(null), noJs(0)])).toEqual([]);
    const failures = gateFailures([summarize('/', [run()], [failedRun])]).map((f) => f.message);
    expect(failures).toContain('/: no LCP ÷ no-JS LCP value');
    expect(failures.some((m) => /no-JS run 1: NO_FCP/.test(m))).toBe(true);
  });

  it('comes with the benchmark index of the runs, and the host\'s in one line', () => {
    const summary = summarize('/', [run({ benchmark: 1500 }), run({ benchmark: 2100 })], [noJs(1000, 1700), noJs(1000, 1900)]);
    expect(summary.benchmark).toEqual({ median: 1800, min: 1500, max: 2100 });
    expect(summary.jsBenchmark).toEqual({ median: 1800, min: 1500, max: 2100 });
    expect(summarize('/', [run({ benchmark: 900 })], [noJs(1000, 2200)]).jsBenchmark).toEqual({ median: 900, min: 900, max: 900 });
    expect(hostBenchmark([summary])).toMatch(/^Host benchmark index: median 1800 over the pages \(lowest run 1500, highest 2100\)/);
  });
});

describe('the blocking time the page\'s code adds', () => {
  it('is each run\'s TBT less its no-JS run\'s, pair by pair, and its median, beside the no-JS TBT', () => {
    const runs = [run({ tbtMs: 687 }), run({ tbtMs: 326 }), run({ tbtMs: 278 }), run({ tbtMs: null })];
    const plain = [run({ tbtMs: 311 }), run({ tbtMs: 170 }), run({ tbtMs: 251 }), run({ tbtMs: 90 })];
    expect(addedTbts(runs, plain)).toEqual([376, 156, 27]);
    const summary = summarize('/', runs, plain);
    expect(summary.median).toMatchObject({ noJsTbtMs: 210.5, addedTbtMs: 156 });
  });

  it('gates nothing: only TBT itself is judged', () => {
    expect(gateFailures([summarize('/', [run({ tbtMs: 90, benchmark: 2000 })], [run({ tbtMs: -50 })])])).toEqual([]);
  });
});

describe('the gate', () => {
  const pair = (changes: Partial<RunResult> = {}, plainLcp = 1700) => summarize('/', [run(changes), run(changes), run(changes)], [noJs(plainLcp), noJs(plainLcp), noJs(plainLcp)]);

  it('passes pages at the limits, whatever their Performance score', () => {
    expect(gateFailures([pair({ performance: 62, bestPractices: 95, cls: 0.05, tbtMs: 100, lcpMs: 1150 }, 1000)])).toEqual([]);
  });

  it('names the page and each metric that misses its limit: the LCP ratio, TBT, CLS', () => {
    const failures = gateFailures([pair(), summarize('/track', [trackRun, trackRun, trackRun], [noJs(1110), noJs(1110), noJs(1110)])]);
    expect(failures.map((f) => f.message)).toEqual(['/track: LCP ÷ no-JS LCP 3.38 is above 1.15', '/track: TBT 1076 ms is above 100 ms (benchmark index unknown)', '/track: CLS 0.491 is above 0.050']);
  });

  it('judges TBT only at a benchmark index of 1,500 or more, and names a TBT it could not judge', () => {
    // The no-JS runs at 2,200: only the runs with JavaScript, where TBT comes from, count.
    const at = (benchmark: number) => summarize('/', [run({ tbtMs: 300, benchmark })], [noJs(1800, 2200)]);
    expect(TBT_MIN_BENCHMARK).toBe(1500);
    expect(gateFailures([at(1500)]).map((f) => f.message)).toEqual(['/: TBT 300 ms is above 100 ms (benchmark index 1500 (1500-1500))']);
    expect(gateFailures([at(1100)])).toEqual([]);
    expect(unjudgedTbt([at(1100), at(1500)])).toEqual(['/: TBT 300 ms is above 100 ms on a host too slow to judge it (benchmark index 1100 (1100-1100); TBT is judged at 1500 or more)']);
    // The other limits hold whatever the host's speed.
    expect(gateFailures([summarize('/', [run({ cls: 0.1, benchmark: 900 })], [noJs(1800, 900)])]).map((f) => f.metric)).toEqual(['cls']);
  });

  it('judges TBT only where an empty page measured beside each run stays within half the limit, whatever the benchmark index', () => {
    const beside = (floorTbts: number[]) => summarize('/', [run({ tbtMs: 300, benchmark: 2000 })], [noJs(1800, 2000)], floorTbts.map((tbtMs) => run({ tbtMs })));
    expect(FLOOR_MAX_TBT_MS).toBe(50);
    expect(beside([20, 50, 400]).median.floorTbtMs).toBe(50);
    expect(gateFailures([beside([20, 50, 400])]).map((f) => f.metric)).toEqual(['tbtMs']);
    expect(gateFailures([beside([46, 184, 469])])).toEqual([]);
    expect(unjudgedTbt([beside([46, 184, 469])])).toEqual(['/: TBT 300 ms is above 100 ms on a host too slow to judge it (benchmark index 2000 (2000-2000); an empty page took 184 ms of TBT beside it; TBT is judged where that is 50 ms or less and the benchmark index 1500 or more)']);
    // Not measured (--tbt report, or a summary from before): the benchmark index alone decides.
    expect(gateFailures([beside([])]).map((f) => f.metric)).toEqual(['tbtMs']);
  });

  it('with --tbt report, prints a TBT over the limit and fails only on the other limits', () => {
    const page = summarize('/', [run({ tbtMs: 300, benchmark: 2400, cls: 0.2 })], [noJs(1800, 2400)]);
    expect(gateFailures([page], 'report').map((f) => f.message)).toEqual(['/: CLS 0.200 is above 0.050']);
    expect(unjudgedTbt([page], 'report')).toEqual(['/: TBT 300 ms is above 100 ms (benchmark index 2400 (2400-2400)); reported, not gated (--tbt report)']);
    expect(gateFailures([page]).map((f) => f.metric)).toEqual(['tbtMs', 'cls']);
  });

  it('fails on one point short of Accessibility, Best Practices or SEO', () => {
    const pages = [
      summarize('/a', [run({ accessibility: 99 })], [noJs(1800)]),
      summarize('/b', [run({ bestPractices: 94 })], [noJs(1800)]),
      summarize('/c', [run({ seo: 92 })], [noJs(1800)]),
    ];
    expect(gateFailures(pages).map((f) => [f.page, f.metric])).toEqual([['/a', 'accessibility'], ['/b', 'bestPractices'], ['/c', 'seo']]);
  });

  it('fails a page with a failed run even when the other runs pass', () => {
    const failures = gateFailures([summarize('/services/vehicle', [run(), failedRun, run()], [noJs(1700), noJs(1700), noJs(1700)])]);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.message).toMatch(/^\/services\/vehicle: Lighthouse failed \(run 2: NO_FCP/);
  });

  it('fails a page no run could score', () => {
    const messages = gateFailures([summarize('/', [failedRun])]).map((f) => f.message);
    expect(messages).toContain('/: no TBT value');
    expect(messages).toContain('/: no CLS value');
  });
});

it('prints the medians as a table, one row per page: Performance, LCP, TBT beside the benchmark index, the no-JS TBT and what the code adds, the no-JS LCP, the ratio', () => {
  expect(mediansTable([summarize('/track', [{ ...trackRun, benchmark: 1600 }], [noJs(1110, 2000)], [run({ tbtMs: 30 })])])).toBe(
    [
      '| page | Performance | LCP | TBT | benchmark index (with JS) | no-JS TBT | TBT added by JS | empty page TBT | no-JS LCP | LCP ÷ no-JS LCP | CLS | Accessibility | Best Practices | SEO |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| `/track` | 36 | 3.75 s | 1076 ms | 1600 (1600-1600) | 0 ms | 1076 ms | 30 ms | 1.11 s | 3.38 | 0.491 | 100 | 96 | 100 |',
    ].join('\n'),
  );
  expect(mediansTable([summarize('/', [run()])])).toContain('| 40 ms | unknown |');
});

it('compares each page with another build measured in the same run (--baseline), before → after', () => {
  const before = [summarize('/', [run({ performance: 77, lcpMs: 2360, tbtMs: 753, benchmark: 1480 })], [noJs(1220)])];
  const after = [summarize('/', [run({ performance: 94, lcpMs: 1070, tbtMs: 293, benchmark: 1500 })], [noJs(1070)]), summarize('/new-page', [run()], [noJs(1800)])];
  expect(comparisonTable(after, before)).toBe(
    [
      '| page | Performance | LCP | TBT | no-JS LCP | LCP ÷ no-JS LCP | CLS | benchmark index (with JS, before → after) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| `/` | 77 → 94 | 2.36 s → 1.07 s | 753 ms → 293 ms | 1.22 s → 1.07 s | 1.93 → 1.00 | 0.000 → 0.000 | 1480 (1480-1480) → 1500 (1500-1500) |',
      // A page the other build lacks shows as unmeasured, not as a failure.
      '| `/new-page` | - → 96 | - → 1.80 s | - → 40 ms | - → 1.80 s | - → 1.00 | - → 0.000 | unknown → unknown |',
    ].join('\n'),
  );
});

describe('the pages', () => {
  const OTHER_HOMES = LANGUAGES.filter(({ prefix }) => prefix).map(({ prefix }) => `${prefix}/`);

  it("are by default the five of issue 22 and each other language's home page (the Telugu one today)", () => {
    expect(DEFAULT_PAGES).toEqual(['/', '/services/vehicle', '/services/vehicle-ekyc', '/rto-assistance/transfer-ownership', '/track', ...OTHER_HOMES]);
    expect(DEFAULT_PAGES).toContain('/te/');
  });

  it("a summary lacks are named, so the quality report measures them all again after CI's run on two", () => {
    const ci = { pages: [summarize('/', [run()]), summarize('/services/vehicle-ekyc', [run()])] };
    expect(pagesMissing(ci)).toEqual(['/services/vehicle', '/rto-assistance/transfer-ownership', '/track', ...OTHER_HOMES]);
    expect(pagesMissing({ pages: DEFAULT_PAGES.map((page) => summarize(page, [run()])) })).toEqual([]);
  });
});
