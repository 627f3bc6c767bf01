// catalog/holidays.yaml (docs/catalogue.md, "holidays.yaml"): the state's public holidays by year.
// Beyond its schema a day must fall in its year, be listed once, and a year be listed once; the
// catalogue keeps the days as one sorted list of YYYY-MM-DD for the working-day count (due-at.ts).
import type { SourceFile } from './source-file.ts';
import type { CatalogError, HolidaysSource } from './types.ts';

export const HOLIDAYS_FILE = 'holidays.yaml';

/** The days of a schema-valid holidays file, and what is wrong with them. */
export function readHolidays(source: SourceFile, today: string): { holidays: string[]; errors: CatalogError[] } {
  const { years } = source.value as HolidaysSource;
  const errors: CatalogError[] = [];
  const seenYears = new Set<number>();
  const seenDays = new Set<string>();
  years.forEach(({ year, source: { asOf }, days }, i) => {
    if (seenYears.has(year)) errors.push(source.errorAt('holidays.duplicate-year', ['years', i, 'year'], `years[${i}].year: ${year} is listed twice; keep one list per year`));
    seenYears.add(year);
    if (asOf > today) errors.push(source.errorAt('dates.in-future', ['years', i, 'source', 'asOf'], `years[${i}].source.asOf: ${asOf} is in the future`));
    days.forEach(({ date }, j) => {
      const at = ['years', i, 'days', j, 'date'];
      if (!date.startsWith(`${year}-`)) errors.push(source.errorAt('holidays.wrong-year', at, `years[${i}].days[${j}].date: ${date} is not in ${year}`));
      else if (seenDays.has(date)) errors.push(source.errorAt('holidays.duplicate-day', at, `years[${i}].days[${j}].date: ${date} is listed twice`));
      seenDays.add(date);
    });
  });
  return { holidays: [...seenDays].sort(), errors };
}
