import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, Input, Stack } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { commonInputProps } from '../input-props';
import { FIELDSET, Legend } from '../legend';

/**
 * A choices field: its question as the legend of a group of checkboxes, one per option in the
 * page's language (`ui:enumNames`). The answer is the options ticked, in the options' order; none
 * ticked is no answer. The group carries the field's id, so a required error's focus lands on it.
 */
export default function ChoicesWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props;
  const { label, required, disabled, error, description } = commonInputProps(props);
  const ticked: unknown[] = Array.isArray(value) ? value : [];
  const all = options.enumOptions ?? [];
  const toggle = (option: unknown, on: boolean) => {
    const next = all.map((o) => o.value).filter((v) => (v === option ? on : ticked.includes(v)));
    onChange(next.length > 0 ? next : undefined);
  };
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset id={id} tabIndex={-1} style={FIELDSET} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}>
      <Legend label={label} required={required} />
      {description && <Input.Description id={`${id}-description`} mb={6}>{description}</Input.Description>}
      <Stack gap="xs">
        {all.map((option, i) => (
          <Checkbox
            key={String(option.value)}
            id={`${id}-${i}`}
            size="md"
            label={option.label}
            checked={ticked.includes(option.value)}
            disabled={disabled}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {error && (
        <Input.Error id={`${id}-error`} mt={6}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
