import { List, Stack, Text } from '@mantine/core';
import type { GuideSource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { Section } from './section';

/** What a request page explains before its terms: what the service does, documents, steps and fee. */
export function GuideView({ guide }: { guide: GuideSource }) {
  return (
    <>
      <Section title={t('guide.about')}>
        <Text>{tx(guide.about)}</Text>
      </Section>
      <Section title={t('guide.documents')}>
        <DocumentList documents={guide.documents} />
      </Section>
      <Section title={t('guide.steps')}>
        <List type="ordered" spacing="sm">
          {guide.steps.map((step, i) => (
            <List.Item key={i}>
              <Stack gap={2}>
                <Text fw={600}>{tx(step.title)}</Text>
                <Text size="sm">{tx(step.text)}</Text>
              </Stack>
            </List.Item>
          ))}
        </List>
      </Section>
      {guide.fee && (
        <Section title={t('guide.fee')}>
          <Text>{tx(guide.fee)}</Text>
        </Section>
      )}
    </>
  );
}

export function DocumentList({ documents }: { documents: GuideSource['documents'] }) {
  return (
    <List spacing="xs">
      {documents.map((d, i) => (
        <List.Item key={i}>{tx(d)}</List.Item>
      ))}
    </List>
  );
}
