import type { RJSFValidationError } from '@rjsf/utils';
import { FIELD_TYPES, type FieldTypeMessageKey, type TypedFieldType } from '../core/field-types';
import type { CompiledForm } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import type { MessageKey } from '../shared/i18n/en';
import { t } from '../shared/i18n/t';

// Each field type's message key (src/core/field-types.ts): one missing from the dictionary fails the typecheck here.
const typeMessage = (type: TypedFieldType): MessageKey => FIELD_TYPES[type].message as FieldTypeMessageKey;

function typeOf(form: CompiledForm, name: string): TypedFieldType | undefined {
  return (form.uiSchema[name]?.['ui:options'] as { fieldType?: TypedFieldType } | undefined)?.fieldType;
}

/** The field an rjsf error belongs to (`.vehicleNumber`, a choices field's `.classes.0`, or a required error's missing property). */
export function fieldOf(error: RJSFValidationError): string {
  if (error.name === 'required') return String((error.params as { missingProperty?: string }).missingProperty ?? '');
  return (error.property ?? '').replace(/^\./, '').replace(/\.\d+$/, '');
}

// A choices field with nothing ticked is unanswered, as an empty text is.
const unanswered = (error: RJSFValidationError) => error.name === 'required' || error.name === 'minItems';

// Names a label keeps as written inside a sentence; any other Title-case word reads in lower case there.
const NAMES = new Set(['Aadhaar', 'Sarathi', 'Vahan', 'India', 'Andhra', 'Pradesh', 'Bharat']);
// A label that is a question ("When does your licence expire?") is answered, not named.
const isQuestion = (label: string) => /[?？]\s*$/.test(label);
// A label that already says whose it is ("Your name as on the licence") or has its article ("The RTO that issued the licence").
const YOURS = /^your\s+/i;
const ARTICLE = /^(the|a|an)\s+/i;

/** "Licence Number" as a sentence says it: "licence number" (acronyms and names kept). */
function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) && !NAMES.has(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** The field as a message names it, and whether it is the visitor's own (a `contact` field, or a label saying "your"). */
function fieldPhrase(form: CompiledForm, name: string, label: string): { label: string; yours: boolean } {
  const phrase = inSentence(label);
  if (YOURS.test(phrase)) return { label: phrase.replace(YOURS, ''), yours: true };
  return { label: phrase.replace(ARTICLE, ''), yours: typeOf(form, name) === 'contact' };
}

/**
 * What a person says for a question left unanswered, from the field's kind and label: "Enter the
 * licence number", "Enter your mobile number" (the visitor's own), "Choose the vehicle type",
 * "Choose at least one of the classes of vehicle to add";
 * a question label is answered: "Choose an answer" (the summary puts the question before it).
 */
function requiredMessage(form: CompiledForm, name: string): string {
  const property = form.schema.properties[name];
  const label = property?.title ?? name;
  const list = property?.type === 'array';
  const choice = list || (property?.type === 'string' && property.enum !== undefined);
  if (isQuestion(label)) return t(list ? 'form.chooseSomeAnswers' : choice ? 'form.chooseAnswer' : 'form.enterAnswer');
  const field = fieldPhrase(form, name, label);
  if (list) return t('form.chooseSome', { label: field.label });
  if (choice) return t('form.choose', { label: field.label });
  return t(field.yours ? 'form.enterYour' : 'form.enter', { label: field.label });
}

/**
 * Replaces ajv's wording with the portal's: required, the entry's own rule messages, dates, length.
 * A conditioned field's "required" comes with an `if` error about the rule as a whole: dropped.
 * The errors follow the form's order, so the focus goes to the first question wrong: ajv reports a
 * missing text before an empty list of options (rjsf gives a choices field [] to start with).
 */
export function toPortalErrors(form: CompiledForm) {
  const position = (error: RJSFValidationError) => form.uiSchema['ui:order'].indexOf(fieldOf(error));
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.filter((error) => error.name !== 'if').sort((a, b) => position(a) - position(b)).map((error) => {
      const name = fieldOf(error);
      const property = form.schema.properties[name];
      const label = property?.title ?? name;
      const rule = form.messages[name]?.rule;
      const type = typeOf(form, name);
      let message: string;
      if (unanswered(error)) message = requiredMessage(form, name);
      else if (type && ['maxLength', 'pattern'].includes(error.name ?? '')) message = t(typeMessage(type));
      else if (rule && ['minLength', 'maxLength', 'pattern'].includes(error.name ?? '')) message = tx(rule);
      else if (error.name === 'maxLength') message = t('form.fieldTooLong', { label, limit: property?.maxLength ?? '' });
      else if (error.name === 'pattern' && form.uiSchema[name]?.['ui:widget'] === 'date') message = t('form.invalidDate');
      else message = isQuestion(label) ? t('form.answerInvalid') : t('form.fieldInvalid', { label: fieldPhrase(form, name, label).label });
      return { ...error, message, stack: message };
    });
}

/** One line of the error summary: the field it is about, and what to do. */
export interface FormProblem {
  field: string;
  text: string;
}

/**
 * The error summary above the send button: each field wrong once, in the form's order, as a link to
 * it. A message that does not name its question ("Choose an answer", a number's rule) follows it.
 */
export function problemsOf(form: CompiledForm, errors: RJSFValidationError[]): FormProblem[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const field = fieldOf(error);
    if (seen.has(field)) return [];
    seen.add(field);
    const label = form.schema.properties[field]?.title ?? field;
    const message = error.message ?? '';
    const named = !isQuestion(label) && message.toLowerCase().includes(inSentence(label).toLowerCase());
    return [{ field, text: named ? message : t('form.problemOf', { label, message }) }];
  });
}

/**
 * Moves the focus to the field of the first error (the form view's and the fix view's). rjsf's own
 * focusing takes a select's first option for the element (a select has a length), so a choice field
 * asked first never got it.
 */
export function focusField(error: RJSFValidationError): void {
  document.getElementById(`root_${fieldOf(error)}`)?.focus();
}
