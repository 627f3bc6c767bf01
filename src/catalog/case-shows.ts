// What a request's case says the visitor was shown: the fields its form asked and the documents its
// guidance listed, by the form's own conditions (conditions.ts). A case keeps only the choices its
// fees and time read, and the side of a document's age case the visitor is on, so a condition on any
// other field cannot be told: it is taken as met (as an age case is for a request recorded before
// the case kept ages). The desk may flag only what this leaves (docs/server.md, "Returns for correction").
import { holds, isAgeCase } from './conditions.ts';
import { caseFields, type CaseEntry } from './request-case.ts';
import type { AgeCase, Condition, GuidanceCondition } from './types.ts';

type ShownEntry = CaseEntry;

/** Whether a condition can hold for this case: each field it rests on was shown, and a field the case keeps has a listed answer. */
function canHold(condition: GuidanceCondition | undefined, shown: ReadonlySet<string>, kept: ReadonlySet<string>, caseAnswers: Readonly<Record<string, unknown>>): boolean {
  const told = (name: string, values: string[] | AgeCase) => (isAgeCase(values) ? name in caseAnswers : kept.has(name));
  return Object.entries(condition ?? {}).every(([name, values]) => shown.has(name) && (!told(name, values) || holds({ [name]: values }, caseAnswers)));
}

/**
 * The fields of the entry's form this case showed, given the conditions of its fields by name. A
 * case with no answers tells nothing (recorded before cases, or the entry keeps none): every field.
 */
export function fieldsCaseShows(entry: ShownEntry, conditions: Readonly<Record<string, Condition>>, caseAnswers: Readonly<Record<string, unknown>>): Set<string> {
  const names = (entry.fields ?? []).map((f) => f.name);
  const { choices } = caseFields(entry);
  if (Object.keys(caseAnswers).length === 0) return new Set(names);
  // A field rests on fields that may rest on others: drop until nothing changes (once per field at most).
  let shown = new Set(names);
  for (;;) {
    const next = new Set([...shown].filter((name) => canHold(conditions[name], shown, choices, caseAnswers)));
    if (next.size === shown.size) return next;
    shown = next;
  }
}

/** Whether a document (or note) of the given condition was listed for this case, given the fields it showed. */
export function caseListsDocument(entry: ShownEntry, condition: GuidanceCondition | undefined, shownFields: ReadonlySet<string>, caseAnswers: Readonly<Record<string, unknown>>): boolean {
  if (Object.keys(caseAnswers).length === 0) return true;
  return canHold(condition, shownFields, caseFields(entry).choices, caseAnswers);
}
