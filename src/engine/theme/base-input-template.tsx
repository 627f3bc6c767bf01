import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { commonInputProps, typedValue } from './input-props';

/** One-line text and date inputs. Dates use the phone's native date picker. */
export function BaseInputTemplate(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, type } = props;
  return (
    <TextInput
      {...commonInputProps(props)}
      // HTML has no placeholder for a date input (a browser never shows one there).
      {...(type === 'date' ? { placeholder: undefined } : {})}
      type={type === 'date' ? 'date' : 'text'}
      value={typeof value === 'string' ? value : ''}
      autoComplete="off"
      onChange={(event) => onChange(typedValue(event.currentTarget.value, options))}
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      onFocus={(event) => onFocus(id, event.currentTarget.value)}
    />
  );
}
