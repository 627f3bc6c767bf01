import { List, Stack, Text } from '@mantine/core';
import { guidanceCondition, guidanceTextOf } from '../catalog/conditions';
import type { CompiledEntry, GuidanceText, GuideSource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { caseLeft, fittingItems, type CaseChoice } from './case-choice';
import { CaseChooser, type CaseChooserProps } from './case-chooser';
import { CaseLabel } from './case-label';
import { CredentialsSafety } from './credentials-safety';
import { FeeSection } from './fees-view';
import { Section } from './section';

/**
 * What a request page explains before its terms: what the service does, the visitor's case, then the
 * documents, steps and fee of that case. Until a case is chosen every one is listed, and one that
 * applies to one case only says which.
 */
export function GuideView({ guide, entry, choice, onChoose }: { guide: GuideSource } & CaseChooserProps) {
  return (
    <>
      <Section title={t('guide.about')}>
        <Text>{tx(guide.about)}</Text>
      </Section>
      <CaseChooser entry={entry} choice={choice} onChoose={onChoose} />
      <Section title={t('guide.documents')}>
        <DocumentList documents={guide.documents} entry={entry} choice={choice} />
      </Section>
      <Section title={t('guide.steps')}>
        <List type="ordered" spacing="sm">
          {fittingItems(guide.steps, choice).map((step, i) => (
            <List.Item key={i}>
              {/* Spans: Mantine puts an item's content in a <span>, where a <div> or <p> is invalid HTML. */}
              <Stack gap={2} component="span">
                <CaseLabel entry={entry} condition={caseLeft(guidanceCondition(step), choice)} />
                <Text fw={600} component="span">
                  {tx(step.title)}
                </Text>
                <Text size="sm" component="span">
                  {tx(step.text)}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List>
        <CredentialsSafety />
      </Section>
      <FeeSection entry={entry} text={guide.fee} choice={choice} />
    </>
  );
}

/** A list of documents or notes (those that fit the case chosen); with `entry`, each one of a single case says which. */
export function DocumentList({ documents, entry, choice = {} }: { documents: readonly GuidanceText[]; entry?: CompiledEntry; choice?: CaseChoice }) {
  return (
    <List spacing="xs">
      {fittingItems(documents, choice).map((d, i) => (
        <List.Item key={i}>
          {entry && <CaseLabel entry={entry} condition={caseLeft(guidanceCondition(d), choice)} />}
          <span>{tx(guidanceTextOf(d))}</span>
        </List.Item>
      ))}
    </List>
  );
}
