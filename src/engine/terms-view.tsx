import { Button, List, Paper, Text, Title } from '@mantine/core';
import type { Text as CatalogText } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { ExternalLink } from '../shared/ui/external-link';

export function TermsView({ terms, onAgree }: { terms: CatalogText[]; onAgree: () => void }) {
  const [before, after] = t('terms.readMore').split('{privacy}');
  const [between, end] = (after ?? '').split('{terms}');
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
      <Text size="sm" mb="sm" data-testid="terms-stored">
        {t('form.stored')}
      </Text>
      <Text size="sm" mb="lg">
        {before}
        <ExternalLink href="/privacy-policy">{t('terms.privacy')}</ExternalLink>
        {between}
        <ExternalLink href="/terms-of-service">{t('terms.termsOfService')}</ExternalLink>
        {end}
      </Text>
      <Button fullWidth size="md" onClick={onAgree}>
        {t('terms.agree')}
      </Button>
    </Paper>
  );
}
