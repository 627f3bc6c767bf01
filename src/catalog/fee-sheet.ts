// The fee sheet of one case (docs/catalogue.md, "fees"): which official fees apply to these answers,
// each multiplied as its `per` says, their total, and whether that total is known, an estimate or
// the RTO's to state. One function for the start view, the review step, the WhatsApp message and
// the chat, and for the server, which reads the record's case answers.
import { askedAnswers, conditionOf, holds } from './conditions.ts';
import { FEE_UNITS, type PerUnit } from './fee-units.ts';
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

function countOf(per: PerUnit, answer: unknown, today: string): number {
  if (typeof answer === 'number') return Number.isInteger(answer) && answer >= 0 ? answer : 0;
  return FEE_UNITS[per].count(answer, today);
}

/** Our own service fee for an entry (site.yaml's serviceFee), or null where none is configured. */
export function serviceFeeOf(config: SiteSource['serviceFee'], entryId: string): number | null {
  if (!config) return null;
  return config.entries?.[entryId] ?? config.default;
}
