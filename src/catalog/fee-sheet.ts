// The fee sheet of one case (docs/catalogue.md, "fees"): which official fees apply to these answers,
// each multiplied as its `per` says, and their total. One function for the start view, the review
// step and the WhatsApp message, and for the server, which reads the record's case answers.
import { askedAnswers, conditionOf, holds } from './conditions.ts';
import type { Condition, FeeSource, FieldSource, SiteSource } from './types.ts';

/** What of a fee its sheet reads (the chat's copy of the catalogue carries only this). */
export type FeeTerms = Pick<FeeSource, 'amount' | 'per' | 'from' | 'showWhen'>;

export interface FeeLine<F extends FeeTerms = FeeSource> {
  item: F;
  /** Years begun or classes chosen for a `per` item; 1 otherwise. */
  count: number;
  /** `item.amount` times `count`. */
  amount: number;
}

export interface FeeSheet<F extends FeeTerms = FeeSource> {
  lines: FeeLine<F>[];
  total: number;
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
    return count > 0 ? [{ item, count, amount: item.amount * count }] : [];
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

function countOf(per: NonNullable<FeeSource['per']>, answer: unknown, today: string): number {
  if (typeof answer === 'number') return Number.isInteger(answer) && answer >= 0 ? answer : 0;
  if (per === 'class') return Array.isArray(answer) ? answer.length : 0;
  return typeof answer === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(answer) ? yearsBegun(answer, today) : 0;
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
