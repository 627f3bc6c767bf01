// How long a request usually takes and when it is due (docs/decisions.md, "Due dates"): computed
// when read, from the entry's expectedTime for the record's case (else the desk's own target), so a
// catalogue change applies at once. One module for the console and /track (through the server's answers).
import { conditionOf, holds } from './conditions.ts';
import type { EntrySource, ExpectedTimeSource } from './types.ts';

/** What a due date reads of a request: when it was sent, its case and its status history. */
export interface DueRecord {
  createdAt: number;
  case: Readonly<Record<string, unknown>>;
  history: readonly { status: string; at: number }[];
}

/** The status in which the visitor owes a correction: the clock stops while a request is in it. */
const PAUSED_STATUS = 'needs_fix';

const DAY_MS = 86_400_000;
// Due dates are days in India (UTC+5:30, no daylight saving), whatever the server's clock zone.
const IST_OFFSET_MS = 330 * 60_000;

/** The expected time of this case: the first item whose showWhen holds; null when none does. */
export function expectedTimeOf(entry: Pick<EntrySource, 'expectedTime'>, caseAnswers: Readonly<Record<string, unknown>>): ExpectedTimeSource | null {
  return (entry.expectedTime ?? []).find((time) => holds(time.showWhen && conditionOf(time.showWhen), caseAnswers)) ?? null;
}

/** The day in India (YYYY-MM-DD) of an instant. */
export function istDay(at: number): string {
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** How long the request spent in the paused status (up to `now` if it is still there). */
export function pausedMs(history: DueRecord['history'], now: number): number {
  return history.reduce((sum, step, i) => {
    if (step.status !== PAUSED_STATUS) return sum;
    const end = history[i + 1]?.at ?? now;
    return sum + Math.max(0, end - step.at);
  }, 0);
}

/** `day` (YYYY-MM-DD) and `days` counted days later: working days skip Sundays and `holidays`. */
export function addDays(day: string, days: number, counting: ExpectedTimeSource['counting'], holidays: ReadonlySet<string>): string {
  let at = Date.parse(`${day}T00:00:00Z`);
  for (let left = days; left > 0; ) {
    at += DAY_MS;
    const date = new Date(at);
    const iso = date.toISOString().slice(0, 10);
    if (counting === 'calendar' || (date.getUTCDay() !== 0 && !holidays.has(iso))) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}

/** What a due day counts from: the entry's official time for the case, or the desk's own target (site.yaml's deskTime). */
export type DueBasis = 'expectedTime' | 'deskTime';

export interface Due {
  /** The day in India (YYYY-MM-DD). */
  on: string;
  by: DueBasis;
}

/** A span of days to count, as an expected time or the desk's target gives it. */
export type DaySpan = Pick<ExpectedTimeSource, 'days' | 'counting'>;

/**
 * The day in India by which the request should be done: the day it was sent plus its case's
 * expected time, else the desk's own target, moved later by the time it spent waiting for the
 * visitor's correction; null when neither is given. `now` counts a correction still awaited.
 */
export function dueAt(
  record: DueRecord,
  entry: Pick<EntrySource, 'expectedTime'>,
  holidays: ReadonlySet<string>,
  deskTime: DaySpan | null,
  now: number = Date.now(),
): Due | null {
  const time = expectedTimeOf(entry, record.case);
  const span = time ?? deskTime;
  if (!span) return null;
  return { on: addDays(istDay(record.createdAt + pausedMs(record.history, now)), span.days, span.counting, holidays), by: time ? 'expectedTime' : 'deskTime' };
}

/** Where a due day stands on `today` (both YYYY-MM-DD): the console lists overdue first, then due today. */
export function dueState(due: string | null, today: string): 'overdue' | 'today' | 'later' | 'none' {
  if (due === null) return 'none';
  return due < today ? 'overdue' : due === today ? 'today' : 'later';
}
