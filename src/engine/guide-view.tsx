import { List, Stack, Text } from '@mantine/core';
import { guidanceCondition, guidanceTextOf } from '../catalog/conditions';
import type { CompiledEntry, GuidanceText, GuideSource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { CaseLabel } from './case-label';
import { CredentialsSafety } from './credentials-safety';
import { FeeSection } from './fees-view';
import { Section } from './section';

/**
 * What a request page explains before its terms: what the service does, documents, steps and fee.
 * Every document, step and fee is listed; one that applies to one case only says which.
 */
export function GuideView({ guide, entry }: { guide: GuideSource; entry: CompiledEntry }) {
  return (
    <>
      <Section title={t('guide.about')}>
        <Text>{tx(guide.about)}</Text>
      </Section>
      <Section title={t('guide.documents')}>
        <DocumentList documents={guide.documents} entry={entry} />
      </Section>
      <Section title={t('guide.steps')}>
        <List type="ordered" spacing="sm">
          {guide.steps.map((step, i) => (
            <List.Item key={i}>
              {/* Spans: Mantine puts an item's content in a <span>, where a <div> or <p> is invalid HTML. */}
              <Stack gap={2} component="span">
                <CaseLabel entry={entry} condition={guidanceCondition(step)} />
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
      <FeeSection entry={entry} text={guide.fee} />
    </>
  );
}

/** A list of documents or notes; with `entry`, each one of a single case says which. */
export function DocumentList({ documents, entry }: { documents: readonly GuidanceText[]; entry?: CompiledEntry }) {
  return (
    <List spacing="xs">
      {documents.map((d, i) => (
        <List.Item key={i}>
          {entry && <CaseLabel entry={entry} condition={guidanceCondition(d)} />}
          <span>{tx(guidanceTextOf(d))}</span>
        </List.Item>
      ))}
    </List>
  );
}
