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
      if (unanswered(error)) message = t('form.fieldRequired', { label });
      else if (type && ['maxLength', 'pattern'].includes(error.name ?? '')) message = t(typeMessage(type));
      else if (rule && ['minLength', 'maxLength', 'pattern'].includes(error.name ?? '')) message = tx(rule);
      else if (error.name === 'maxLength') message = t('form.fieldTooLong', { label, limit: property?.maxLength ?? '' });
      else if (error.name === 'pattern' && form.uiSchema[name]?.['ui:widget'] === 'date') message = t('form.invalidDate');
      else message = t('form.fieldInvalid', { label });
      return { ...error, message, stack: message };
    });
}

/** The page-level alert: 'Please fill in all required fields' when anything required is missing, else the first field's message. */
export function alertFor(errors: RJSFValidationError[]): string | null {
  if (errors.length === 0) return null;
  if (errors.some(unanswered)) return t('form.requiredAlert');
  return errors[0]?.message ?? t('form.requiredAlert');
}

/**
 * Moves the focus to the field of the first error (the form view's and the fix view's). rjsf's own
 * focusing takes a select's first option for the element (a select has a length), so a choice field
 * asked first never got it.
 */
export function focusField(error: RJSFValidationError): void {
  document.getElementById(`root_${fieldOf(error)}`)?.focus();
}
