import { Group, Text } from '@mantine/core';
import { Star } from 'lucide-react';
import { t } from '../../shared/i18n/t';
import classes from './star-rating.module.css';

export const MAX_RATING = 5;
const VALUES = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

export const starLabel = (count: number) => t(count === 1 ? 'feedback.star' : 'feedback.stars', { count });

/**
 * 1–5 stars as a radio group: click or tap a star, or use the arrow keys (Mantine's Rating only
 * previews on arrow keys and commits on Enter, which is not how a radio group behaves).
 */
export function StarRating({ name, value, onChange, error }: { name: string; value: number; onChange: (value: number) => void; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby={error ? errorId : undefined}>
      <Text component="legend" size="sm" fw={500} p={0}>
        {t('feedback.rating')}
        {/* Required like the name and message: the same asterisk Mantine draws beside their labels. */}
        <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
          {' *'}
        </span>
      </Text>
      <Group gap="xs">
        <div className={classes.stars}>
          {VALUES.map((n) => (
            <label key={n} className={classes.star} data-filled={n <= value || undefined}>
              <input className={classes.input} type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} aria-label={starLabel(n)} />
              <Star size={30} fill={n <= value ? 'currentColor' : 'none'} aria-hidden="true" />
            </label>
          ))}
        </div>
        <Text size="sm" aria-hidden="true">
          {value ? starLabel(value) : t('feedback.ratingNone')}
        </Text>
      </Group>
      {error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" mt={4}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}

/** Stars for reading only (the text beside them says the rating to screen readers). */
export function StarsShown({ value }: { value: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', color: 'var(--mantine-color-orange-8)' }}>
      {VALUES.map((n) => (
        <Star key={n} size={16} fill={n <= value ? 'currentColor' : 'none'} color={n <= value ? undefined : 'var(--mantine-color-gray-6)'} />
      ))}
    </span>
  );
}
