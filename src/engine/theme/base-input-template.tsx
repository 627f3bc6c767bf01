import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { commonInputProps, typedValue } from './input-props';

/** One-line text inputs (a date has its own widget: date-widget.tsx). */
export function BaseInputTemplate(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props;
  return (
    <TextInput
      {...commonInputProps(props)}
      type="text"
      value={typeof value === 'string' ? value : ''}
      autoComplete="off"
      onChange={(event) => onChange(typedValue(event.currentTarget.value, options))}
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      onFocus={(event) => onFocus(id, event.currentTarget.value)}
    />
  );
}
