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

/** What a visitor on a cheap phone should get after tapping a page's start button. */
export const FORM_TARGETS = {
  /** From the tap to a form whose first field takes typing. */
  usableMs: 1000,
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

export interface FormPageSummary {
  page: string;
  runs: number;
  readyMs: number;
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
export function summarizeForm(page: string, runs: readonly FormRun[]): FormPageSummary {
  const readyMs = median(runs.map((r) => r.readyMs));
  const usableMs = median(runs.map((r) => r.usableMs));
  return {
    page,
    runs: runs.length,
    readyMs,
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

/** Each target a page misses. */
export function formMisses(pages: readonly FormPageSummary[]): FormMiss[] {
  return pages.flatMap(({ page, usableMs, scriptKb, inpMs, skeletonMs }) => [
    ...(skeletonMs !== null && skeletonMs > FORM_TARGETS.skeletonMs ? [{ message: `${page}: the form's skeleton shows ${Math.round(skeletonMs)} ms after the tap (target ≤ ${FORM_TARGETS.skeletonMs} ms)`, timing: true }] : []),
    ...(usableMs > FORM_TARGETS.usableMs ? [{ message: `${page}: the form is usable ${fmtS(usableMs)} after the tap (target ≤ ${fmtS(FORM_TARGETS.usableMs)})`, timing: true }] : []),
    ...(scriptKb > FORM_TARGETS.scriptKb ? [{ message: `${page}: ${scriptKb.toFixed(1)} KB of script after the tap (target ≤ ${FORM_TARGETS.scriptKb} KB)`, timing: false }] : []),
    ...(inpMs !== null && inpMs > FORM_TARGETS.inpMs ? [{ message: `${page}: INP ${Math.round(inpMs)} ms while filling the form (target ≤ ${FORM_TARGETS.inpMs} ms)`, timing: true }] : []),
  ]);
}

const fmtS = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The medians as a markdown table. */
export function formTable(pages: readonly FormPageSummary[]): string {
  const rows = pages.map(
    ({ page, runs, readyMs, usableMs, ratio, scriptKb, inpMs, skeletonMs, skeletonShift }) =>
      `| ${page} | ${runs} | ${fmtS(readyMs)} | ${skeletonMs === null ? '—' : `${Math.round(skeletonMs)} ms`} | ${fmtS(usableMs)} | ${ratio.toFixed(2)} | ${scriptKb.toFixed(1)} KB | ${inpMs === null ? '< 16 ms' : `${Math.round(inpMs)} ms`} | ${skeletonShift === null ? '—' : skeletonShift.toFixed(3)} |`,
  );
  return [
    `| page | runs | page ready | skeleton shown (≤ ${FORM_TARGETS.skeletonMs} ms) | tap → usable form (≤ ${fmtS(FORM_TARGETS.usableMs)}) | tap→form / ready | script after the tap (≤ ${FORM_TARGETS.scriptKb} KB) | INP filling (≤ ${FORM_TARGETS.inpMs} ms) | layout shift skeleton → form |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
