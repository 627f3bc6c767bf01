// The case a request record carries (docs/decisions.md, "The case travels with the record"): the
// answers to the choice and choices fields that a fee or the expected time reads, as English option
// values, and for a counted fee its count (years begun or classes ticked, never the date); the
// office asked for (its id in catalog/offices.yaml); and for a date field a document's age case
// reads, only which side of its ages the visitor is (the highest age named that they have reached,
// or 0), never the date. These say which fees, which time, which office and which documents apply,
// not who the person is. The browser builds it from the answers; the server keeps only
// what checkedCase (checked-case.ts) accepts, so a record never holds another answer whatever a
// client sends.
import { askedAnswers, conditionOf, guidanceCondition, isAgeCase } from './conditions.ts';
import { hasOptions } from './defaults.ts';
import { feeSheet } from './fee-sheet.ts';
import { fullYears } from './full-years.ts';
import type { CompiledSource, GuidanceText } from './types.ts';

export type RequestCase = Record<string, string | number | string[]>;

export type CaseEntry = Pick<CompiledSource, 'fields' | 'fees' | 'expectedTime'> & { guide?: { documents: readonly GuidanceText[] }; info?: { documents: readonly GuidanceText[] } };

/**
 * The choice and choices fields whose answers a case keeps because a fee or the time reads them, the
 * fields whose count it keeps, and the office fields (kept whatever reads them: /track and the desk
 * name the office).
 */
export function caseFields(entry: CaseEntry): { choices: Set<string>; counts: Set<string>; offices: Set<string>; ages: Map<string, number[]> } {
  const cases = [...(entry.fees ?? []), ...(entry.expectedTime ?? [])].flatMap((item) => Object.keys(item.showWhen ?? {}));
  // Read from what the fields hold, so that a page loads no kind (the compiler gives offices to an office field).
  const choices = new Set((entry.fields ?? []).filter((f) => hasOptions(f) && cases.includes(f.name)).map((f) => f.name));
  const counts = new Set((entry.fees ?? []).flatMap((fee) => (fee.per && fee.from ? [fee.from] : [])));
  const offices = new Set((entry.fields ?? []).filter((f) => f.offices).map((f) => f.name));
  return { choices, counts, offices, ages: agesNamed(entry) };
}

/** The date fields the documents' age cases read, each with the ages they name, in increasing order. */
function agesNamed(entry: CaseEntry): Map<string, number[]> {
  const ages = new Map<string, number[]>();
  for (const document of (entry.guide ?? entry.info)?.documents ?? []) {
    for (const [name, values] of Object.entries(guidanceCondition(document) ?? {})) {
      if (!isAgeCase(values)) continue;
      const named = [values.yearsAtLeast, values.yearsBelow].filter((n): n is number => n !== undefined);
      ages.set(name, [...new Set([...(ages.get(name) ?? []), ...named])].sort((a, b) => a - b));
    }
  }
  return ages;
}

/** The highest of the ages named that the full years reach, or 0: an age case holds on it as on the years. */
function ageBand(ages: readonly number[], date: unknown, today: string): number | null {
  const years = typeof date === 'string' ? fullYears(date, today) : null;
  if (years === null) return null;
  return ages.filter((age) => age <= years).pop() ?? 0;
}

/** The case of these answers (the browser's, when the form is sent); `today` is YYYY-MM-DD. */
export function caseOf(entry: CaseEntry, answers: Readonly<Record<string, unknown>>, today: string): RequestCase {
  const { choices, offices, ages } = caseFields(entry);
  // An answer left behind by a field no longer asked is not part of the case.
  const conditions = Object.fromEntries((entry.fields ?? []).flatMap((f) => (f.showWhen ? [[f.name, conditionOf(f.showWhen)]] : [])));
  // The form has checked each answer against its options; a page's entry may carry only its own
  // language's texts, so the options are not read again here (the server checks them: checkedCase).
  const asked = askedAnswers(conditions, answers);
  const chosen = Object.entries(asked).filter(([name, value]) => (choices.has(name) || offices.has(name)) && (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== ''));
  // The fee sheet says which counted fees apply and their counts, by the same rules as the review step.
  const counted = feeSheet(entry, answers, today).lines.flatMap((line) => (line.item.per && line.item.from ? [[line.item.from, line.count]] : []));
  const aged = [...ages].flatMap(([name, named]) => {
    const band = ageBand(named, asked[name], today);
    return band === null ? [] : [[name, band]];
  });
  // A choices field both read and counted keeps its options: the count is their number.
  return Object.fromEntries([...aged, ...counted, ...chosen]) as RequestCase;
}
