// What the form view asks, given the answers so far: fields whose case (`showWhen`) does not hold
// are hidden, and their values are neither kept in the draft nor sent (src/catalog/conditions.ts).
import { askedAnswers, isAsked } from '../catalog/conditions';
import type { CompiledForm, FormUiSchema } from '../catalog/types';

/** The uiSchema with every field not asked for these answers hidden. */
export function uiSchemaFor(form: CompiledForm, values: Readonly<Record<string, unknown>>): FormUiSchema {
  const hidden = Object.keys(form.conditions).filter((name) => !isAsked(form.conditions, name, values));
  if (hidden.length === 0) return form.uiSchema;
  const ui = { ...form.uiSchema };
  for (const name of hidden) ui[name] = { ...form.uiSchema[name], 'ui:widget': 'hidden' };
  return ui;
}

/** The answers of the fields asked: what is kept and sent. */
export function askedValues<T>(form: CompiledForm, values: Readonly<Record<string, T>>): Record<string, T> {
  return askedAnswers(form.conditions, values);
}
