// The case a request record carries (docs/decisions.md, "The case travels with the record"): the
// answers to the choice and choices fields that a fee or the expected time reads, as English option
// values, and for a counted fee its count (years begun or classes ticked, never the date). These say which fees and which time
// apply, not who the person is. The browser builds it from the answers; the server keeps only what
// checkedCase accepts, so a record never holds another answer whatever a client sends.
import { askedAnswers, conditionOf } from './conditions.ts';
import { hasOptions, optionValues } from './defaults.ts';
import { feeSheet } from './fee-sheet.ts';
import type { EntrySource, FieldSource } from './types.ts';

export type RequestCase = Record<string, string | number | string[]>;

/** The most a count may be: 50 years begun (or classes) is already beyond any real case. */
export const MAX_CASE_COUNT = 50;

type CaseEntry = Pick<EntrySource, 'fields' | 'fees' | 'expectedTime'>;

/** The choice and choices fields whose answers a case keeps, and the fields whose count it keeps. */
export function caseFields(entry: CaseEntry): { choices: Set<string>; counts: Set<string> } {
  const cases = [...(entry.fees ?? []), ...(entry.expectedTime ?? [])].flatMap((item) => Object.keys(item.showWhen ?? {}));
  const choices = new Set((entry.fields ?? []).filter((f) => hasOptions(f) && cases.includes(f.name)).map((f) => f.name));
  const counts = new Set((entry.fees ?? []).flatMap((fee) => (fee.per && fee.from ? [fee.from] : [])));
  return { choices, counts };
}

/** The case of these answers (the browser's, when the form is sent); `today` is YYYY-MM-DD. */
export function caseOf(entry: CaseEntry, answers: Readonly<Record<string, unknown>>, today: string): RequestCase {
  const { choices } = caseFields(entry);
  // An answer left behind by a field no longer asked is not part of the case.
  const conditions = Object.fromEntries((entry.fields ?? []).flatMap((f) => (f.showWhen ? [[f.name, conditionOf(f.showWhen)]] : [])));
  const chosen = Object.entries(askedAnswers(conditions, answers)).filter(([name, value]) => choices.has(name) && (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== ''));
  // The fee sheet says which counted fees apply and their counts, by the same rules as the review step.
  const counted = feeSheet(entry, answers, today).lines.flatMap((line) => (line.item.per && line.item.from ? [[line.item.from, line.count]] : []));
  // A choices field both read and counted keeps its options: the count is their number.
  return Object.fromEntries([...counted, ...chosen]) as RequestCase;
}

/**
 * What the server keeps of a case a client sent: known choice fields with one of their options, a
 * choices field's distinct known options (1 to 50), counts 0–50.
 */
export function checkedCase(entry: CaseEntry, sent: Readonly<Record<string, unknown>> | undefined): RequestCase {
  if (!sent) return {};
  const { choices, counts } = caseFields(entry);
  const fields = new Map((entry.fields ?? []).map((f) => [f.name, f]));
  const kept = Object.entries(sent).filter(([name, value]) => {
    const field = fields.get(name);
    if (choices.has(name) && field && (typeof value === 'string' || Array.isArray(value))) return knownOptions(field, value);
    return counts.has(name) && Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_CASE_COUNT;
  });
  return Object.fromEntries(kept) as RequestCase;
}

function knownOptions(field: FieldSource, value: string | unknown[]): boolean {
  const options = optionValues(field);
  if (typeof value === 'string') return field.type === 'choice' && options.includes(value);
  const distinct = new Set(value);
  return (
    field.type === 'choices' &&
    value.length > 0 &&
    value.length <= MAX_CASE_COUNT &&
    distinct.size === value.length &&
    value.every((v) => typeof v === 'string' && options.includes(v))
  );
}
