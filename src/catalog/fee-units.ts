// What a fee's `per` counts (docs/catalogue.md, "fees"): for each unit, how it counts an answer on a
// given day, and the field kind it counts from with the words catalog:check uses for it. The
// fee sheet, the fee checks, the record's answers and `FeeSource['per']` read this list, so a new
// unit is an entry here and its name in the catalogue schema's `per` enum (kept for editors;
// tests/catalog/fee-units.test.ts holds the two equal). It imports nothing, so src/catalog/types.ts
// can name a unit.

const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;
/** A count of whole periods begun since a date answer (YYYY-MM-DD), none for anything else. */
const sinceDate = (count: (from: string, today: string) => number) => (answer: unknown, today: string) => (typeof answer === 'string' && YYYY_MM_DD.test(answer) ? count(answer, today) : 0);

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

export interface FeeUnit {
  /** How many times the fee's amount applies for this answer, on `today` (the visitor's day, YYYY-MM-DD). */
  count(answer: unknown, today: string): number;
}

/** How each unit counts: what a page's fee sheet reads. */
export const FEE_UNITS = {
  yearStarted: { count: sinceDate(yearsBegun) },
  monthStarted: { count: sinceDate(monthsBegun) },
  dayStarted: { count: sinceDate(daysAfter) },
  class: { count: (answer) => (Array.isArray(answer) ? answer.length : 0) },
} as const satisfies Record<string, FeeUnit>;

/** A fee's `per`. */
export type PerUnit = keyof typeof FEE_UNITS;

/**
 * What catalog:check asks of each unit's `from`: the field kind it names, and what the unit counts
 * there, as its message says it ("per: yearStarted counts the years from a date field"). Apart from
 * FEE_UNITS so that a page's script, which only counts, carries none of it.
 */
export const FEE_UNIT_FIELDS: Record<PerUnit, { from: 'date' | 'choices'; counts: string }> = {
  yearStarted: { from: 'date', counts: 'years' },
  monthStarted: { from: 'date', counts: 'months' },
  dayStarted: { from: 'date', counts: 'days' },
  class: { from: 'choices', counts: 'options ticked' },
};

export const PER_UNITS = Object.keys(FEE_UNITS) as PerUnit[];
