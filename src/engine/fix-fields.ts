// What the fix view asks and sends (docs/forms-and-chat.md, "The fix view"): only the answers the
// desk flagged, each with its reason, and nothing else asked or required. The fees, documents and
// conditions read the request's recorded case (its choices and counts; src/catalog/request-case.ts)
// over this phone's draft of the same request, so the correction's fee sheet is the request's
// unless a corrected answer changes it.
import { askedAnswers, holds, isAsked } from '../catalog/conditions';
import { caseOf, type RequestCase } from '../catalog/request-case';
import type { Answer, CompiledForm, CompiledSource } from '../catalog/types';
import type { FixFlagView } from '../shared/api/answers';
import { isAnswer, withoutEmpty } from './answers';

export interface FixStart {
  /** The request's answers as known before the correction: this phone's draft, the record's case over it. */
  before: Record<string, Answer>;
  /** The form's first values: `before` without the flagged answers, which are asked afresh. */
  values: Record<string, Answer>;
  /** The flagged fields' reasons, by field name. */
  reasons: Record<string, string>;
  /** The flagged documents (English text, as flagged) with their reasons, in the desk's order. */
  documents: { text: string; reason: string }[];
}

/** `draft`: the values kept for this request's service number on this phone, or {} when there are none. */
export function fixStart(
  form: CompiledForm,
  flags: readonly FixFlagView[],
  reasonOf: (flag: FixFlagView) => string,
  draft: Readonly<Record<string, Answer>>,
  recordCase: Readonly<RequestCase>,
): FixStart {
  const reasons: Record<string, string> = {};
  const documents: FixStart['documents'] = [];
  for (const flag of flags) {
    if ('field' in flag.target) reasons[flag.target.field] = reasonOf(flag);
    else documents.push({ text: flag.target.document, reason: reasonOf(flag) });
  }
  // The case's choices are what the desk's fees read; a count (years begun, classes) is no answer.
  const caseAnswers = Object.entries(recordCase).filter(([name, value]) => name in form.schema.properties && isAnswer(value));
  const before = withoutEmpty({ ...draft, ...Object.fromEntries(caseAnswers) });
  const values = Object.fromEntries(Object.entries(before).filter(([name]) => !(name in reasons)));
  return { before, values, reasons, documents };
}

/**
 * The questions asked for these values, in form order, each shown by them: the flagged ones; the
 * answers a flagged question rests on that neither the draft nor the case keeps (it shows only with
 * them); and a question a corrected answer brings in that a known answer hid before (the record has
 * no answer to it: an expiry date once "not expired" becomes "expired").
 */
export function fixAsked(form: CompiledForm, reasons: Readonly<Record<string, string>>, before: Readonly<Record<string, Answer>>, values: Readonly<Record<string, Answer>>): string[] {
  const isField = (name: string) => name in form.schema.properties;
  const wanted = new Set(Object.keys(reasons).filter(isField));
  const pending = [...wanted];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const parent of Object.keys(form.conditions[name] ?? {})) {
      if (!isField(parent) || parent in before || wanted.has(parent)) continue;
      wanted.add(parent);
      pending.push(parent);
    }
  }
  const hiddenBefore = (name: string) => Object.entries(form.conditions[name] ?? {}).some(([parent, options]) => parent in before && !holds({ [parent]: options }, before));
  return form.uiSchema['ui:order'].filter((name) => isField(name) && isAsked(form.conditions, name, values) && (wanted.has(name) || hiddenBefore(name)));
}

/** The answers shown read-only: the other questions these values show, where an answer is known. */
export function fixKept(form: CompiledForm, asked: readonly string[], values: Readonly<Record<string, Answer>>): string[] {
  return form.uiSchema['ui:order'].filter((name) => !asked.includes(name) && name in values && isAsked(form.conditions, name, values));
}

export interface FixSend {
  /** The answers the WhatsApp message lists: the known ones with the corrections. */
  answers: Record<string, Answer>;
  /** What its fee sheet reads: those, and the record's counts where the question counted is not asked again. */
  feeAnswers: Record<string, Answer | number>;
  /** The corrected case for /fix/sent; none for a request recorded without one, which the server keeps as it is. */
  case?: RequestCase;
}

/** `today` is YYYY-MM-DD: a corrected date counts its years begun to the day of the correction. */
export function fixSend(
  entry: { form: CompiledForm; source: CompiledSource },
  recordCase: Readonly<RequestCase>,
  asked: readonly string[],
  values: Readonly<Record<string, Answer>>,
  today: string,
): FixSend {
  const answers = askedAnswers(entry.form.conditions, values);
  // The record counted the years begun on the day it was sent; the draft's date counted today might not agree.
  const counts = Object.entries(recordCase).filter(([name, value]) => typeof value === 'number' && !asked.includes(name));
  const feeAnswers = { ...answers, ...Object.fromEntries(counts) };
  return { answers, feeAnswers, ...(Object.keys(recordCase).length > 0 ? { case: caseOf(entry.source, feeAnswers, today) } : {}) };
}
