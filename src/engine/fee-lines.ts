// The fee sheet as words: one place for what the review step and the WhatsApp message say about the
// fees of the visitor's case, so both say the same amounts in the same order.
import type { FeeLine, FeeSheet } from '../catalog/fee-sheet';
import type { FeeSource } from '../catalog/types';
import { formatRupees } from '../core/rupees';
import { tx } from '../shared/i18n/localize';
import { currentLanguage, t } from '../shared/i18n/t';

export const rupees = (amount: number): string => formatRupees(amount, currentLanguage());

/** What the words of a fee line read: the sheet's own lines, or those a request's answer carries (/track, the desk). */
export type FeeLineWords = Pick<FeeLine, 'count' | 'amount'> & { item: Pick<FeeSource, 'for' | 'amount' | 'per'> };
export type FeeSheetWords = Pick<FeeSheet, 'total'> & { lines: FeeLineWords[] };

/**
 * "Renewal of a driving licence: ₹200"; a fee counted more than once shows its count: "Late fee …:
 * ₹2,000 (₹1,000 × 2)" (counted once, "× 1" would add nothing).
 */
export function feeLineText(line: FeeLineWords): string {
  const counted = line.item.per && line.count > 1 ? ` (${t('fees.times', { amount: rupees(line.item.amount), count: line.count })})` : '';
  return `${tx(line.item.for)}: ${rupees(line.amount)}${counted}`;
}

/** "Official fees for your case: ₹1,300 (pay only …)". */
export const officialTotalText = (sheet: Pick<FeeSheet, 'total'>): string => t('fees.official', { amount: rupees(sheet.total) });

/** "Our service fee: ₹100", or "none" for 0: a line of its own, never part of the official total. */
export const serviceFeeText = (amount: number): string => (amount === 0 ? t('fees.serviceNone') : t('fees.service', { amount: rupees(amount) }));

/** The visitor's calendar day as YYYY-MM-DD (their clock: the day they send is the day the fee is counted to). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
