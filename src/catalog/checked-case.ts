// What the server keeps of a request's case (request-case.ts says what a case is): apart from the
// browser's caseOf, because it asks each field's kind what it can be answered with, and a page
// loads no kind's compiler or checks.
import { optionValues } from './defaults.ts';
import { MAX_CASE_COUNT } from './kinds/case-count.ts';
import { kindOf } from './kinds/index.ts';
import { caseFields, type CaseEntry, type RequestCase } from './request-case.ts';
import type { FieldSource } from './types.ts';

/**
 * What the server keeps of a case a client sent: known choice fields with one of their options, a
 * choices field's distinct known options (1 to 50), known offices, counts 0–50, and for a date field
 * an age case reads 0 or one of the ages named.
 */
export function checkedCase(entry: CaseEntry, sent: Readonly<Record<string, unknown>> | undefined): RequestCase {
  if (!sent) return {};
  const { choices, counts, offices, ages } = caseFields(entry);
  const fields = new Map((entry.fields ?? []).map((f) => [f.name, f]));
  const kept = Object.entries(sent).filter(([name, value]) => {
    const field = fields.get(name);
    if ((choices.has(name) || offices.has(name)) && field && (typeof value === 'string' || Array.isArray(value))) return knownAnswer(field, value);
    const named = ages.get(name);
    if (named) return value === 0 || named.includes(value as number);
    return counts.has(name) && Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_CASE_COUNT;
  });
  return Object.fromEntries(kept) as RequestCase;
}

/** An answer the field can have: one of its options, an office's id, distinct options of a choices field (1 to 50). */
function knownAnswer(field: FieldSource, value: unknown): boolean {
  return kindOf(field.type).knows?.(value, optionValues(field)) ?? false;
}
