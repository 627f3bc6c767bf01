import type { WidgetProps } from '@rjsf/utils';
import { isValidElement, type ReactNode } from 'react';
import { FIELD_TYPES, isInputMode, isTypedField } from '../../core/field-types';

/** What every input of the theme shares: label, hint, required mark, error, length limit, keyboard. */
export function commonInputProps(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, required, disabled, readonly, placeholder, rawErrors, schema, options, autofocus } = props;
  const error = rawErrors && rawErrors.length > 0 ? rawErrors.join(' ') : undefined;
  return {
    id,
    name: htmlName ?? id,
    label: hideLabel ? undefined : label,
    required,
    disabled: disabled || readonly,
    placeholder,
    error,
    autoFocus: autofocus,
    // A typed field never cuts what is pasted ("+91 98765 01234"): its pattern counts the digits.
    maxLength: typeof schema.maxLength === 'number' && options.fieldType === undefined ? schema.maxLength : undefined,
    inputMode: isInputMode(options.inputMode) ? options.inputMode : undefined,
    description: fixDescription(options),
  };
}

/** Under the label of a question the fix view asks again: its note (the desk's reason, the answer sent before; fix-note.tsx). */
function fixDescription(options: WidgetProps['options']): ReactNode {
  return isValidElement(options.fixNote) ? options.fixNote : undefined;
}

/**
 * The value to store for what was typed: upper-cased where the entry says so, a typed field's own
 * spelling (a dash in a phone number → a space); empty or blank → undefined.
 */
export function typedValue(raw: string, options: WidgetProps['options']): string | undefined {
  const type = typeof options.fieldType === 'string' && isTypedField(options.fieldType) ? FIELD_TYPES[options.fieldType] : null;
  const cased = options.upperCase ? raw.toUpperCase() : raw;
  const value = type?.asTyped ? type.asTyped(cased) : cased;
  return value.trim() === '' ? undefined : value;
}
