// The age an age case (`showWhen: { dateOfBirth: { yearsAtLeast: 40 } }`) reads, counted as the
// form counts a birth date's minAge (src/engine/field-checks.ts): a year is full on the day of the
// month it began, so someone born on 29 February is a year older on 1 March of a common year.

/** Full years from `from` to `today` (both YYYY-MM-DD); null for a value that is not a day, or a day after today. */
export function fullYears(from: string, today: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || from > today) return null;
  // The month and day compare as text: the year is full once today's reach the date's.
  return Number(today.slice(0, 4)) - Number(from.slice(0, 4)) - (today.slice(5) < from.slice(5) ? 1 : 0);
}
