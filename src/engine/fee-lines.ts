// The fee sheet as words: one place for what the review step, the WhatsApp message, /track, the desk
// and the chat say about the fees of the visitor's case, so all say the same amounts in the same
// order, and none says ₹0 where a fee is not known.
import type { FeeLine, FeeSheet } from '../catalog/fee-sheet';
import type { FeeSource } from '../catalog/types';
import { formatRupees } from '../core/rupees';
import { tx } from '../shared/i18n/localize';
import { currentLanguage, t } from '../shared/i18n/t';

export const rupees = (amount: number): string => formatRupees(amount, currentLanguage());

/** What the words of a fee line read: the sheet's own lines, or those a request's answer carries (/track, the desk). */
export type FeeLineWords = Pick<FeeLine, 'count' | 'amount'> & { item: Pick<FeeSource, 'for' | 'amount' | 'per' | 'note'> & { estimate?: boolean; mayApply?: boolean } };
export type FeeSheetWords = Pick<FeeSheet, 'total' | 'kind'> & { lines: FeeLineWords[] };

/**
* "Renewal of a driving licence: ₹200"; a fee counted more than once shows its count: "Late fee …:
 * ₹2,000 (₹1,000 × 2)" (counted once, "× 1" would add nothing); a fee without an amount says the
 * RTO states it; one that may apply says it is only if it does, and not in the total; a note
 * follows, after "Estimate:" for an estimate.
 */
export function feeLineText(line: FeeLineWords): string {
  const { item } = line;
  const counted = item.per && item.amount !== undefined && line.count > 1 ? ` (${t('fees.times', { amount: rupees(item.amount), count: line.count })})` : '';
  const amount = line.amount === null ? t('fees.rtoStates') : item.mayApply ? t('fees.ifItApplies', { amount: rupees(line.amount) }) : rupees(line.amount);
  return `${tx(item.for)}: ${amount}${counted}${noteText(item)}`;
}

/** ". Estimate: AP's table …" or ". No separate fee …": the why a fee carries, or nothing. */
export function noteText(item: Pick<FeeLineWords['item'], 'note' | 'estimate'>): string {
  if (!item.note) return '';
  return `. ${item.estimate ? t('fees.estimate', { note: tx(item.note) }) : tx(item.note)}`;
}

/**
 * "Official fees for your case: ₹1,300 (pay only …)"; an estimate says "about … an estimate"; a case
 * with a fee no official page states (or none listed) says the RTO states it, and what is known so far.
 */
export function officialTotalText(sheet: Pick<FeeSheetWords, 'total' | 'kind'> & { lines: readonly { amount: number | null }[] }): string {
  if (sheet.kind === 'estimate') return t('fees.officialEstimate', { amount: rupees(sheet.total) });
  if (sheet.kind === 'known') return t('fees.official', { amount: rupees(sheet.total) });
  const known = sheet.total > 0;
  return known ? `${t('fees.officialUnknown')} ${t('fees.knownSoFar', { amount: rupees(sheet.total) })}` : t('fees.officialUnknown');
}

/** "Our service fee: ₹100", or "none" for 0: a line of its own, never part of the official total. */
export const serviceFeeText = (amount: number): string => (amount === 0 ? t('fees.serviceNone') : t('fees.service', { amount: rupees(amount) }));

/** The visitor's calendar day as YYYY-MM-DD (their clock: the day they send is the day the fee is counted to). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
