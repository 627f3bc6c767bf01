// How an amount of rupees is written on every page and in every message: one function, so the fee
// sheet, the review step and the WhatsApp text can never spell the same amount two ways.
import type { Lang } from './languages.ts';

/**
 * ₹1,500 and ₹1,50,000: Indian grouping in every language, with Latin digits (Telugu pages and the
 * receipts of Sarathi and Vahan write amounts in them too). Whole rupees; the language's own locale
 * for India supplies the separators.
 */
export function formatRupees(amount: number, lang: Lang): string {
  return `₹${new Intl.NumberFormat(`${lang}-IN`, { numberingSystem: 'latn', maximumFractionDigits: 0 }).format(amount)}`;
}
