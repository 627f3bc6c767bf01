// The fee sheet of one case (docs/catalogue.md, "fees"): which official fees apply to these answers,
// each multiplied as its `per` says, their total, and whether that total is known, an estimate or
// the RTO's to state. One function for the start view, the review step, the WhatsApp message and
// the chat, and for the server, which reads the record's case answers.
import { askedAnswers, conditionOf, holds } from './conditions.ts';
import type { Condition, FeeSource, FieldSource, SiteSource } from './types.ts';

/** What of a fee its sheet reads (the chat's copy of the catalogue carries only this). */
export type FeeTerms = Pick<FeeSource, 'amount' | 'per' | 'from' | 'showWhen' | 'estimate' | 'mayApply'>;

export interface FeeLine<F extends FeeTerms = FeeSource> {
  item: F;
  /** Years, months or days begun, or classes chosen, for a `per` item; 1 otherwise. */
  count: number;
  /** `item.amount` times `count`; null for a fee no official page states (the RTO states it). */
  amount: number | null;
}

/**
 * How the total of a case reads: `known`, every fee of the case has its amount (₹0 included);
 * `estimate`, one of them is marked unconfirmed; `unknown`, one of them has no amount, or no fee
 * applies to the case at all, so the RTO states the fee and the total is only what is known.
 */
export type FeeTotalKind = 'known' | 'estimate' | 'unknown';

export interface FeeSheet<F extends FeeTerms = FeeSource> {
  lines: FeeLine<F>[];
  /** The sum of the amounts known (a fee that only may apply is listed, never added). */
  total: number;
  kind: FeeTotalKind;
}

/**
 * The fees of this case. An answer to a `per` item's field is the date answered (YYYY-MM-DD) or
 * already its count (a record keeps the count, never the date); `today` is YYYY-MM-DD. A `per`
 * item with nothing to count (the date not given yet) is left out rather than shown as ₹0.
 */
export function feeSheet<F extends FeeTerms = FeeSource>(
  entry: { fees?: readonly F[]; fields?: readonly Pick<FieldSource, 'name' | 'showWhen'>[] },
  answers: Readonly<Record<string, unknown>>,
  today: string,
): FeeSheet<F> {
  const conditions: Record<string, Condition> = Object.fromEntries(
    (entry.fields ?? []).flatMap((f) => (f.showWhen ? [[f.name, conditionOf(f.showWhen)]] : [])),
  );
  const asked = askedAnswers(conditions, answers);
  const lines = (entry.fees ?? []).flatMap((item): FeeLine<F>[] => {
    if (!holds(item.showWhen && conditionOf(item.showWhen), asked)) return [];
    const count = item.per && item.from ? countOf(item.per, asked[item.from], today) : 1;
    return count > 0 ? [{ item, count, amount: item.amount === undefined ? null : item.amount * count }] : [];
  });
  const charged = lines.filter((line) => !line.item.mayApply);
  return { lines, total: charged.reduce((sum, line) => sum + (line.amount ?? 0), 0), kind: totalKind(charged) };
}

/** An empty sheet is unknown too: no fee listed for a case never means ₹0. `lines` are those charged (not the ones that only may apply). */
export function totalKind(lines: readonly { amount: number | null; item: { estimate?: boolean } }[]): FeeTotalKind {
  if (lines.length === 0 || lines.some((l) => l.amount === null)) return 'unknown';
  return lines.some((l) => l.item.estimate) ? 'estimate' : 'known';
}

function countOf(per: NonNullable<FeeSource['per']>, answer: unknown, today: string): number {
  if (typeof answer === 'number') return Number.isInteger(answer) && answer >= 0 ? answer : 0;
  if (per === 'class') return Array.isArray(answer) ? answer.length : 0;
  if (typeof answer !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(answer)) return 0;
  if (per === 'monthStarted') return monthsBegun(answer, today);
  if (per === 'dayStarted') return daysAfter(answer, today);
  return yearsBegun(answer, today);
}

/**
 * Months begun from the day after `from` to `today` ("every month or part thereof"): none on `from`,
 * 1 from the next day until the same day a month later, 2 from the day after that. A day missing
 * from a shorter month is its last day (31 January's month ends on 28 or 29 February).
 */
export function monthsBegun(from: string, today: string): number {
  if (today <= from) return 0;
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm);
  const monthEnd = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  const anniversary = Math.min(fd, monthEnd);
  // Whole months reached by today; a part begun after them counts as one more.
  const whole = td >= anniversary ? months : months - 1;
  return td === anniversary ? whole : whole + 1;
}

/** Days from `from` to `today` ("each day of delay after expiry"): none on `from` itself. Both YYYY-MM-DD. */
export function daysAfter(from: string, today: string): number {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days > 0 ? days : 0;
}

/**
 * Years begun from the day after `from` to `today` ("each year or part of a year"): none on `from`
 * itself, 1 from the next day until a year later, 2 from the day after that. Both YYYY-MM-DD.
 */
export function yearsBegun(from: string, today: string): number {
  if (today <= from) return 0;
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const reachedAnniversary = tm > fm || (tm === fm && td >= fd);
  const whole = ty - fy - (reachedAnniversary ? 0 : 1);
  const onAnniversary = tm === fm && td === fd;
  return onAnniversary ? whole : whole + 1;
}

/** Our own service fee for an entry (site.yaml's serviceFee), or null where none is configured. */
export function serviceFeeOf(config: SiteSource['serviceFee'], entryId: string): number | null {
  if (!config) return null;
  return config.entries?.[entryId] ?? config.default;
}
