import { NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../shared/i18n/t';
import { commonInputProps } from './input-props';

/** A native select: the phone's own picker, no extra script. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props;
  const { maxLength: _maxLength, inputMode: _inputMode, placeholder: _placeholder, ...common } = commonInputProps(props);
  const choices = (options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  return (
    <NativeSelect
      {...common}
      value={typeof value === 'string' ? value : ''}
      data={[{ value: '', label: t('form.chooseOption') }, ...choices]}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      onFocus={(event) => onFocus(id, event.currentTarget.value)}
    />
  );
}
