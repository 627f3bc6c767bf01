import { Text } from '@mantine/core';

// A fieldset draws no frame: the question reads like the theme's other labels.
export const FIELDSET = { border: 0, margin: 0, padding: 0, minInlineSize: 0 } as const;

/** A group's question, drawn as a Mantine label (with its required mark). */
export function Legend({ label, required }: { label: string | undefined; required: boolean | undefined }) {
  return (
    <Text component="legend" size="sm" fw={500} p={0} mb={4}>
      {label}
      {required && (
        <Text span c="red.8" aria-hidden>
          {' *'}
        </Text>
      )}
    </Text>
  );
}
