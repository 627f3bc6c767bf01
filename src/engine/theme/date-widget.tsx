import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { dateParts, dateValue, type DateParts } from '../date-parts';
import { DateBoxes, isBirthDate } from './date-boxes';
import { commonInputProps } from './input-props';

/**
 * A `date` field (rjsf's `ui:widget: date`) typed as day, month and year; its value stays the
 * YYYY-MM-DD the schema, the fees and the checks of the day read (date-parts.ts). The boxes keep
 * exactly what was typed while the value it makes is the form's; a value from elsewhere (a draft
 * restored, the form cleared, a link's answer) fills them anew.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, placeholder } = props;
  const { label, required, disabled, error, description, autoFocus } = commonInputProps(props);
  const [typed, setTyped] = useState<{ value: unknown; parts: DateParts }>(() => ({ value, parts: dateParts(value) }));
  const parts = typed.value === value ? typed.parts : dateParts(value);
  const type = (index: number, text: string) => {
    const next = parts.map((part, i) => (i === index ? text : part)) as DateParts;
    const made = dateValue(next);
    setTyped({ value: made, parts: next });
    onChange(made);
  };
  return (
    <DateBoxes
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      lines={[placeholder, description]}
      error={error}
      birthDate={isBirthDate(options)}
      parts={parts}
      onPart={type}
      autoFocus={autoFocus}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
