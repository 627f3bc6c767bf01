// A form's answers as the form view, the fix view and the drafts keep them: a field's text, or the
// options ticked in a choices field (src/catalog/types.ts, Answer). An empty text or an empty list
// is no answer, so it is neither kept nor sent and a required field stays unanswered.
import type { Answer } from '../catalog/types';

export function isAnswer(value: unknown): value is Answer {
  return typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

/** The answers given: what the form holds without empty texts, empty lists and anything else. */
export function withoutEmpty(values: Readonly<Record<string, unknown>>): Record<string, Answer> {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, Answer] => isAnswer(e[1]) && e[1].length > 0));
}
