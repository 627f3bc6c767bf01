import { Group, Stack, Text } from '@mantine/core';

interface ConsentBoxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Under the label, and read with the box. */
  hint?: string;
  /** Shown under the box, which is then marked invalid and described by it. */
  error?: string | null;
  required?: boolean;
}

/**
 * A consent's box: a native checkbox, the phone's own control, with no script of a UI library's
 * behind it (the terms, the status texts, the sign-up's account). Unticked unless the visitor ticks it.
 */
export function ConsentBox({ id, label, checked, onChange, hint, error, required }: ConsentBoxProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <input
          type="checkbox"
          id={id}
          name={id}
          required={required}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
          style={{ width: 20, height: 20, marginTop: 2, flex: 'none', accentColor: 'var(--mantine-color-blue-8)' }}
        />
        <Stack gap={0}>
          <Text component="label" htmlFor={id} size="sm">
            {label}
          </Text>
          {hint && (
            <Text id={`${id}-hint`} size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
      {error && (
        <Text id={`${id}-error`} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </Stack>
  );
}
