import type { WidgetProps } from '@rjsf/utils';

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
    maxLength: typeof schema.maxLength === 'number' ? schema.maxLength : undefined,
    inputMode: typeof options.inputMode === 'string' ? (options.inputMode as 'text' | 'numeric' | 'tel' | 'email') : undefined,
  };
}

/** The value to store for what was typed: upper-cased where the entry says so; empty or blank → undefined. */
export function typedValue(raw: string, options: WidgetProps['options']): string | undefined {
  const value = options.upperCase ? raw.toUpperCase() : raw;
  return value.trim() === '' ? undefined : value;
}
