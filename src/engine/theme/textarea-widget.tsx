import { Textarea } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { commonInputProps, typedValue } from './input-props';

export function TextareaWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props;
  return (
    <Textarea
      {...commonInputProps(props)}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(typedValue(event.currentTarget.value, options))}
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      onFocus={(event) => onFocus(id, event.currentTarget.value)}
    />
  );
}
