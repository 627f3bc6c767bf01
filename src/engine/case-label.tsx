import { Text } from '@mantine/core';
import { optionValues } from '../catalog/defaults';
import { isAgeCase } from '../catalog/conditions';
import type { AgeCase, CompiledEntry, GuidanceCondition, Text as CatalogText } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';

/** A question as a case names it: its label, its options and their English values (as conditions name them). */
export interface CaseQuestion {
  name: string;
  label: CatalogText;
  options?: CatalogText[];
  values: string[];
}

/**
 * "Only if your answer to ‘Vehicle type’ is ‘Car’ or ‘Transport vehicle’", "Only if your ‘Date of
 * Birth’ makes you 40 or older": the case a document, step, note or fee applies to, named with the
 * form's own labels and options in the page's language (the start view, the chat). A condition
 * names options by value, so an option is found by its value.
 */
export function caseTextOf(questions: readonly CaseQuestion[], condition: GuidanceCondition): string {
  const parts = Object.entries(condition).map(([name, values]) => {
    const question = questions.find((q) => q.name === name);
    if (isAgeCase(values)) return t('guide.caseAge', { question: question ? tx(question.label) : name, age: ageText(values) });
    const answers = values.map((value) => {
      const option = question?.options?.[question.values.indexOf(value)];
      return option === undefined ? value : tx(option);
    });
    return t('guide.caseAnswer', { question: question ? tx(question.label) : name, answers: answers.join(t('guide.caseOr')) });
  });
  return t('guide.onlyIf', { case: parts.join(t('guide.caseAnd')) });
}

/** "40 or older", "under 40", "18 or older and under 40" (an age case's years are 1 or more). */
const ageText = ({ yearsAtLeast: least, yearsBelow: below }: AgeCase): string =>
  [least && t('guide.ageAtLeast', { years: least }), below && t('guide.ageBelow', { years: below })].filter(Boolean).join(t('guide.ageAnd'));

/** The case of the start view's item, named by the entry's fields. */
export function caseText(entry: CompiledEntry, condition: GuidanceCondition): string {
  return caseTextOf((entry.source.fields ?? []).map((f) => ({ name: f.name, label: f.label, options: f.options, values: optionValues(f) })), condition);
}

export function CaseLabel({ entry, condition }: { entry: CompiledEntry; condition: GuidanceCondition | undefined }) {
  if (!condition) return null;
  return (
    <Text component="span" size="xs" c="dimmed" fs="italic" display="block" data-testid="case-label">
      {caseText(entry, condition)}
    </Text>
  );
}
