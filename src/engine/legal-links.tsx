import { Text } from '@mantine/core';
import { pageHref } from '../shared/i18n/page-href';
import { t } from '../shared/i18n/t';
import { ExternalLink } from '../shared/ui/external-link';

/** "Read our Privacy Policy and Terms of Service": the sentence with its two links, one translation. */
export function LegalLinks() {
  const [before, after] = t('terms.readMore').split('{privacy}');
  const [between, end] = (after ?? '').split('{terms}');
  return (
    <Text size="sm">
      {before}
      <ExternalLink href={pageHref('/privacy-policy')}>{t('terms.privacy')}</ExternalLink>
      {between}
      <ExternalLink href={pageHref('/terms-of-service')}>{t('terms.termsOfService')}</ExternalLink>
      {end}
    </Text>
  );
}
