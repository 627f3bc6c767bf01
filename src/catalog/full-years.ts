// The age an age case (`showWhen: { dateOfBirth: { yearsAtLeast: 40 } }`) reads, counted as the
// form counts a birth date's minAge (src/engine/field-checks.ts): a year is full on the day of the
// month it began, so someone born on 29 February is a year older on 1 March of a common year.

/** Full years from `from` to `today` (both YYYY-MM-DD); null for a value that is not a day, or a day after today. */
export function fullYears(from: string, today: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(from);
  if (!match || from > today) return null;
  const [fy, fm, fd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadAnniversary = tm > fm || (tm === fm && td >= fd);
  return ty - fy - (hadAnniversary ? 0 : 1);
}
