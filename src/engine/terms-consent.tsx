import { List, Stack, Text } from '@mantine/core';
import { ConsentBox } from '../shared/forms/consent-box';
import type { Text as CatalogText } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { LegalLinks } from './legal-links';

export const TERMS_CONSENT_ID = 'terms-consent';

/**
 * The terms acknowledgement of a form that has no terms view before it (the RTO pages): the
 * WhatsApp text says "I agree to the terms", so the visitor can read them here and must tick the box.
 */
export function TermsConsent({ terms, checked, error, onChange }: { terms: CatalogText[]; checked: boolean; error: string | null; onChange: (checked: boolean) => void }) {
  return (
    <Stack gap={6}>
      <details>
        <summary>
          <Text span size="sm" fw={600}>
            {t('consent.readTerms')}
          </Text>
        </summary>
        <List size="sm" spacing={4} my="xs">
          {terms.map((term, i) => (
            <List.Item key={i}>{tx(term)}</List.Item>
          ))}
        </List>
        <LegalLinks />
      </details>
      <ConsentBox id={TERMS_CONSENT_ID} label={t('consent.agree')} checked={checked} error={error} onChange={onChange} required />
    </Stack>
  );
}
