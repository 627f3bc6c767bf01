import type { CheckedEntry } from './cross-check.ts';
import type { CatalogError } from './types.ts';

/** Facts about fees, forms and deadlines change; an entry is due for a fresh review a year after the last one. */
export const REVIEW_MONTHS = 12;

/** Today's date as YYYY-MM-DD (UTC), the default "today" of the review checks. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `date` moved back by whole months, as YYYY-MM-DD (29 February falls back to 28 February). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return todayIso(first);
}

/**
 * Review dates (and the asOf dates of fees and expected times) in the future are errors (a typo, or a date that cannot be true); dates more than
 * REVIEW_MONTHS before `today` are warnings: the catalogue still builds, the editor is reminded.
 */
export function checkReviewDates(entries: CheckedEntry[], today: string): { errors: CatalogError[]; warnings: CatalogError[] } {
  const errors: CatalogError[] = [];
  const warnings: CatalogError[] = [];
  const oldest = monthsBefore(today, REVIEW_MONTHS);
  for (const { entry, source } of entries) {
    const reviewed = entry.reviewed;
    if (reviewed !== undefined) {
      if (reviewed > today) errors.push(source.errorAt('dates.in-future', ['reviewed'], `reviewed: ${reviewed} is in the future`));
      else if (reviewed < oldest) {
        warnings.push(
          source.errorAt('dates.stale', ['reviewed'], `reviewed: ${reviewed} is more than ${REVIEW_MONTHS} months ago; check the page against its sources and update the date`),
        );
      }
    }
    // A fee's amount and an expected time are dated on their own: the day someone read it at its source.
    const dated = [
      ...(entry.fees ?? []).map((fee, i) => ({ key: 'fees', i, asOf: fee.source.asOf, what: 'amount' })),
      ...(entry.expectedTime ?? []).map((time, i) => ({ key: 'expectedTime', i, asOf: time.source.asOf, what: 'time' })),
    ];
    for (const { key, i, asOf, what } of dated) {
      const at = [key, i, 'source', 'asOf'];
      if (asOf > today) errors.push(source.errorAt('dates.in-future', at, `${key}[${i}].source.asOf: ${asOf} is in the future`));
      else if (asOf < oldest) {
        warnings.push(source.errorAt('dates.stale', at, `${key}[${i}].source.asOf: ${asOf} is more than ${REVIEW_MONTHS} months ago; read the ${what} at its source again and update the date`));
      }
    }
  }
  return { errors, warnings };
}
