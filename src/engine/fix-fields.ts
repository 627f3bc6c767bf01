// What the fix view asks: the flagged questions always, with the desk's reason beside each; every
// other question the visitor's case shows is read from this phone's draft of the same request when
// it has an answer there (shown, not asked), else asked again.
import { isAsked } from '../catalog/conditions';
import type { Answer, CompiledForm } from '../catalog/types';
import type { FixFlagView } from '../shared/api/answers';

export interface FixSelection {
  /** Fields asked again, in form order: the flagged ones and those the draft has no answer for. */
  asked: string[];
  /** Fields answered in the draft and not flagged: shown read-only, sent as they are. */
  kept: string[];
  /** The flagged fields' reasons, by field name. */
  reasons: Record<string, string>;
  /** The flagged documents (English text, as flagged) with their reasons, in the desk's order. */
  documents: { text: string; reason: string }[];
}

/** `draft`: the values kept for this request's service number on this phone, or {} when there are none. */
export function fixSelection(form: CompiledForm, flags: readonly FixFlagView[], reasonOf: (flag: FixFlagView) => string, draft: Readonly<Record<string, Answer>>): FixSelection {
  const reasons: Record<string, string> = {};
  const documents: FixSelection['documents'] = [];
  for (const flag of flags) {
    if ('field' in flag.target) reasons[flag.target.field] = reasonOf(flag);
    else documents.push({ text: flag.target.document, reason: reasonOf(flag) });
  }
  const shown = form.uiSchema['ui:order'].filter((name) => name in form.schema.properties && isAsked(form.conditions, name, draft));
  const asked = shown.filter((name) => name in reasons || !draft[name]);
  // A flagged field the visitor's answers no longer show is asked all the same: the desk wants it.
  for (const name of Object.keys(reasons)) if (!asked.includes(name) && name in form.schema.properties) asked.push(name);
  return { asked, kept: shown.filter((name) => !asked.includes(name)), reasons, documents };
}
