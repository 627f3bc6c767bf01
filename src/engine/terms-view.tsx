import { List, Paper, Text, Title } from '@mantine/core';
import type { Text as CatalogText } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { LegalLinks } from './legal-links';

/** The terms a request page asks the visitor to accept; the "I Agree" action is the start view's. */
export function TermsView({ terms }: { terms: CatalogText[] }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} fz="xl" mb="sm">
        {t('terms.title')}
      </Title>
      <Text mb="sm">{t('terms.intro')}</Text>
      <List spacing="xs" mb="md">
        {terms.map((term, i) => (
          <List.Item key={i}>{tx(term)}</List.Item>
        ))}
      </List>
      <LegalLinks />
    </Paper>
  );
}
