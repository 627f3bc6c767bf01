// The pure half of `npm run bench:form`: the targets, what one run's timings are reduced to (INP from
// the browser's event timings), the medians per page and the table. No browser here, so the unit tests
// feed it numbers.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/core/languages';

/**
 * The pages measured unless told others: the heaviest form (Transfer of Ownership, an `rto-info` page
 * whose form asks by case) and, in every other language, a request page (terms first, its own texts).
 */
export const DEFAULT_FORM_PAGES: readonly string[] = [
  '/rto-assistance/transfer-ownership',
  ...LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).map((l) => `${l.prefix}/services/vehicle-fitness`),
];

/**
 * When the visitor taps the start button: `read`, after reading the page (the network quiet, the
 * page's code run), or `soon`, as soon as the button shows, however much of the page has arrived.
 */
export const TAP_MOMENTS = ['read', 'soon'] as const;
export type TapMoment = (typeof TAP_MOMENTS)[number];

/** The mobile networks measured, by their speed down in kbit/s: a 3G town and the slow edge outside the towns. */
export const NETWORKS = {
  1600: { downKbps: 1600, upKbps: 750 },
  400: { downKbps: 400, upKbps: 400 },
} as const;
export type NetworkSpeed = keyof typeof NETWORKS;
/** The order they are measured and printed in, the faster first (an object's number keys sort the other way). */
export const NETWORK_SPEEDS: readonly NetworkSpeed[] = [1600, 400];
export const isNetworkSpeed = (value: number): value is NetworkSpeed => Object.hasOwn(NETWORKS, value);

/** What a visitor on a cheap phone should get after tapping a page's start button. */
export const FORM_TARGETS = {
  /** From the tap, after reading the page, to a form whose first field takes typing. */
  usableMs: 1000,
  /**
   * From a tap as soon as the button shows to a form that takes typing: the first step is the page's
   * own HTML, so the script still on its way is never waited for.
   */
  soonUsableMs: 300,
  /** Script bytes on the wire after the tap (headers included). */
  scriptKb: 30,
  /** Interaction to Next Paint while filling a few fields. */
  inpMs: 200,
  /**
   * From the tap to the first frame with the form's skeleton (src/shared/islands/show-skeleton.ts):
   * that frame is the tap's own next paint, so it is held to INP's bound for a good response.
   */
  skeletonMs: 200,
};

/** One run of a page, in ms from the navigation (ready) or from the tap (usable), bytes, ms. */
export interface FormRun {
  /** From the navigation until the page's code has run (`html[data-hydrated]`): a tap is handled from then. */
  readyMs: number;
  /** From the navigation to the tap: when the button showed (tapped at once), or the reading's end. */
  tapMs: number;
  /** From the tap (its event's time) to the first frame with the form's first text field live. */
  usableMs: number;
  /** Script bytes fetched from the tap on (Resource Timing's transferSize). */
  scriptBytes: number;
  /** The longest interaction while filling the fields, null when none lasted 16 ms or more. */
  inpMs: number | null;
  /** From the tap to the first frame drawn with the form's skeleton; null when none showed (a build without it). */
  skeletonMs: number | null;
  /** The layout shift between the skeleton's first frame and the form's, every shift counted (those after the tap too); null without a skeleton. */
  skeletonShift: number | null;
}

/** One page measured one way: on one network, tapped at one moment. */
export interface FormCase {
  page: string;
  network: NetworkSpeed;
  tap: TapMoment;
}

export interface FormPageSummary extends FormCase {
  runs: number;
  readyMs: number;
  tapMs: number;
  usableMs: number;
  /** usable / ready: how many page loads a visitor waits again after the tap. */
  ratio: number;
  scriptKb: number;
  inpMs: number | null;
  skeletonMs: number | null;
  skeletonShift: number | null;
}

/** An event timing entry as the browser reports it (PerformanceEventTiming). */
export interface EventTiming {
  interactionId: number;
  duration: number;
}

/**
 * INP as the browser's own definition for fewer than 50 interactions: the longest interaction, an
 * interaction lasting as long as its longest event (a key press's keydown, keypress and keyup).
 * Entries without an interaction (mouse moves) do not count; null when there is no interaction.
 */
export function interactionToNextPaint(entries: readonly EventTiming[]): number | null {
  const longest = new Map<number, number>();
  for (const { interactionId, duration } of entries) {
    if (interactionId > 0) longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  return longest.size === 0 ? null : Math.max(...longest.values());
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of the values known, null when none is. */
function medianKnown(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? median(known) : null;
}

/** A page's medians over its runs (INP, the skeleton's time and its shift over the runs that had one). */
export function summarizeForm(measured: FormCase, runs: readonly FormRun[]): FormPageSummary {
  const readyMs = median(runs.map((r) => r.readyMs));
  const usableMs = median(runs.map((r) => r.usableMs));
  return {
    ...measured,
    runs: runs.length,
    readyMs,
    tapMs: median(runs.map((r) => r.tapMs)),
    usableMs,
    ratio: usableMs / readyMs,
    scriptKb: median(runs.map((r) => r.scriptBytes)) / 1024,
    inpMs: medianKnown(runs.map((r) => r.inpMs)),
    skeletonMs: medianKnown(runs.map((r) => r.skeletonMs)),
    skeletonShift: medianKnown(runs.map((r) => r.skeletonShift)),
  };
}

/** A target a page misses: the sentence naming the page, the metric and both numbers; `timing` for the two that follow the host's speed. */
export interface FormMiss {
  message: string;
  timing: boolean;
}

/** How a case is named in a sentence and a table's row: the page, the network and when it was tapped. */
export const caseName = ({ page, network, tap }: FormCase) => `${page} at ${networkName(network)}, tapped ${tap === 'soon' ? 'as soon as the button shows' : 'after reading'}`;
const networkName = (network: NetworkSpeed) => (network >= 1000 ? `${network / 1000} Mbit/s` : `${network} kbit/s`);
const usableTarget = (tap: TapMoment) => (tap === 'soon' ? FORM_TARGETS.soonUsableMs : FORM_TARGETS.usableMs);

/**
 * Each target a case misses. The script fetched after the tap is held to its bound only when the
 * visitor read first: tapped at once, the tap comes before the page's own script has arrived.
 */
export function formMisses(cases: readonly FormPageSummary[]): FormMiss[] {
  return cases.flatMap((measured) => {
    const { tap, usableMs, scriptKb, inpMs, skeletonMs } = measured;
    const name = caseName(measured);
    return [
      ...(skeletonMs !== null && skeletonMs > FORM_TARGETS.skeletonMs ? [{ message: `${name}: the form's skeleton shows ${Math.round(skeletonMs)} ms after the tap (target ≤ ${FORM_TARGETS.skeletonMs} ms)`, timing: true }] : []),
      ...(usableMs > usableTarget(tap) ? [{ message: `${name}: the form is usable ${fmtS(usableMs)} after the tap (target ≤ ${fmtS(usableTarget(tap))})`, timing: true }] : []),
      ...(tap === 'read' && scriptKb > FORM_TARGETS.scriptKb ? [{ message: `${name}: ${scriptKb.toFixed(1)} KB of script after the tap (target ≤ ${FORM_TARGETS.scriptKb} KB)`, timing: false }] : []),
      ...(inpMs !== null && inpMs > FORM_TARGETS.inpMs ? [{ message: `${name}: INP ${Math.round(inpMs)} ms while filling the form (target ≤ ${FORM_TARGETS.inpMs} ms)`, timing: true }] : []),
    ];
  });
}

const fmtS = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The medians as a markdown table, a row for each page, network and tap moment. */
export function formTable(cases: readonly FormPageSummary[]): string {
  const rows = cases.map(
    ({ page, network, tap, runs, readyMs, tapMs, usableMs, ratio, scriptKb, inpMs, skeletonMs, skeletonShift }) =>
      `| ${page} | ${networkName(network)} | ${tap === 'soon' ? 'at once' : 'after reading'} | ${runs} | ${fmtS(readyMs)} | ${fmtS(tapMs)} | ${skeletonMs === null ? '—' : `${Math.round(skeletonMs)} ms`} | ${fmtS(usableMs)} (≤ ${fmtS(usableTarget(tap))}) | ${ratio.toFixed(2)} | ${scriptKb.toFixed(1)} KB | ${inpMs === null ? '< 16 ms' : `${Math.round(inpMs)} ms`} | ${skeletonShift === null ? '—' : skeletonShift.toFixed(3)} |`,
  );
  return [
    `| page | network | tapped | runs | page ready | tap | skeleton shown (≤ ${FORM_TARGETS.skeletonMs} ms) | tap → usable form | tap→form / ready | script after the tap (≤ ${FORM_TARGETS.scriptKb} KB after reading) | INP filling (≤ ${FORM_TARGETS.inpMs} ms) | layout shift skeleton → form |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
