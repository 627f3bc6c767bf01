import { NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../shared/i18n/t';
import { commonInputProps } from './input-props';

/** A native select: the phone's own picker, no extra script; with `groups` (an office's district), one heading per group. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props;
  const { maxLength: _maxLength, inputMode: _inputMode, placeholder: hint, description, ...common } = commonInputProps(props);
  const choices = grouped(
    (options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    options.groups as string[] | undefined,
  );
  return (
    <NativeSelect
      {...common}
      // A select has no placeholder: its hint is said under the label (the desk's reason first, in the fix view).
      description={description ?? hint}
      value={typeof value === 'string' ? value : ''}
      data={[{ value: '', label: t('form.chooseOption') }, ...choices]}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      onFocus={(event) => onFocus(id, event.currentTarget.value)}
    />
  );
}

type Choice = { value: string; label: string };

/** Consecutive choices of one group under its heading. */
function grouped(choices: Choice[], groups: string[] | undefined): (Choice | { group: string; items: Choice[] })[] {
  if (!groups) return choices;
  const result: { group: string; items: Choice[] }[] = [];
  choices.forEach((choice, i) => {
    const group = groups[i] ?? '';
    const last = result.at(-1);
    if (last?.group === group) last.items.push(choice);
    else result.push({ group, items: [choice] });
  });
  return result;
}
