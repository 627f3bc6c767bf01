import { Group, Input, TextInput } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { t } from '../../shared/i18n/t';
import type { DateParts } from '../date-parts';
import { FIELDSET, Legend } from './legend';

export interface DateBoxesProps {
  /** The Day box's id (rjsf's root_<name>): the error summary's link and "Change" put the focus there. */
  id: string;
  label: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
  /** Lines under the question, before the example: the entry's hint, the desk's reason. */
  lines?: ReactNode[];
  error?: string;
  /** A date of birth: the phone may offer the visitor's own (autocomplete bday-*). */
  birthDate?: boolean;
  parts?: DateParts;
  onPart?: (index: number, text: string) => void;
  autoFocus?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** A date field with an age range is a date of birth (docs/forms-and-chat.md): its boxes take the phone's bday-* autofill. */
export const isBirthDate = (options: Record<string, unknown>) => options.minAge !== undefined || options.maxAge !== undefined;

// Each box about as wide as its digits (2, 2, 4) with the input's padding; the three fit 360 px in both languages.
const BOXES = [
  { key: 'form.day', suffix: '', width: '4.5rem', max: 2, bday: 'bday-day' },
  { key: 'form.month', suffix: '-month', width: '4.5rem', max: 2, bday: 'bday-month' },
  { key: 'form.year', suffix: '-year', width: '6.5rem', max: 4, bday: 'bday-year' },
] as const;

/**
 * A date asked as GOV.UK's memorable date: the question as the legend of three text boxes, Day,
 * Month and Year, in the Indian order on every phone (a native date input follows the phone's locale,
 * mm/dd/yyyy on an English (US) one, and scrolls through decades to a birth year). The form view's
 * widget (date-widget.tsx) and the form's skeleton (form-skeleton-template.tsx) draw this one, so they match.
 */
export function DateBoxes({ id, label, required, disabled, lines = [], error, birthDate, parts, onPart, autoFocus, onBlur, onFocus }: DateBoxesProps) {
  const describedBy = [`${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset style={FIELDSET} aria-describedby={describedBy} onBlur={onBlur} onFocus={onFocus}>
      <Legend label={label} required={required} />
      <Input.Description id={`${id}-description`} mb={6}>
        {lines.filter(Boolean).map((line, i) => (
          <Fragment key={i}>
            {line}
            <br />
          </Fragment>
        ))}
        {t('form.dateExample')}
      </Input.Description>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {BOXES.map((box, i) => (
          <TextInput
            key={box.key}
            id={`${id}${box.suffix}`}
            type="text"
            label={t(box.key)}
            w={box.width}
            maxLength={box.max}
            inputMode="numeric"
            autoComplete={birthDate ? box.bday : 'off'}
            required={required}
            withAsterisk={false}
            disabled={disabled}
            error={Boolean(error)}
            autoFocus={autoFocus && i === 0}
            value={parts?.[i] ?? ''}
            onChange={(event) => onPart?.(i, event.currentTarget.value)}
          />
        ))}
      </Group>
      {error && (
        <Input.Error id={`${id}-error`} mt={6}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
