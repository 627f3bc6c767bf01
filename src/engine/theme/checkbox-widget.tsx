import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

/** A yes/no field (e.g. a service's Active) as one labelled checkbox. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, disabled, readonly, rawErrors, onChange, onBlur, onFocus, autofocus } = props;
  return (
    <Checkbox
      id={id}
      name={htmlName ?? id}
      label={label}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join(' ') : undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
