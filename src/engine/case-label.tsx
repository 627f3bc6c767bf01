import { Text } from '@mantine/core';
import { optionValues } from '../catalog/defaults';
import type { CompiledEntry, Condition } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';

/**
 * "Only if Vehicle type: Car / Transport vehicle": the case a document, step or note of the start
 * view applies to, named with the form's own labels and options in the page's language.
 */
export function caseText(entry: CompiledEntry, condition: Condition): string {
  const parts = Object.entries(condition).map(([name, values]) => {
    const field = entry.source.fields?.find((f) => f.name === name);
    const englishValues = field ? optionValues(field) : [];
    const shown = values.map((value) => {
      const option = field?.options?.[englishValues.indexOf(value)];
      return option === undefined ? value : tx(option);
    });
    return `${field ? tx(field.label) : name}: ${shown.join(' / ')}`;
  });
  return t('guide.onlyIf', { case: parts.join('; ') });
}

export function CaseLabel({ entry, condition }: { entry: CompiledEntry; condition: Condition | undefined }) {
  if (!condition) return null;
  return (
    <Text component="span" size="xs" c="dimmed" fs="italic" display="block" data-testid="case-label">
      {caseText(entry, condition)}
    </Text>
  );
}
