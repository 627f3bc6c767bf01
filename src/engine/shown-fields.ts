// The fields a form shows for the answers so far, in form order: those whose case (`showWhen`)
// holds, and every field without one (src/catalog/conditions.ts).
import { isAsked } from '../catalog/conditions';
import type { CompiledForm } from '../catalog/types';

export function shownFields(form: CompiledForm, values: Readonly<Record<string, unknown>>): string[] {
  return form.uiSchema['ui:order'].filter((name) => isAsked(form.conditions, name, values));
}
