import { Group, List, Stack, Text } from '@mantine/core';
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
      {/* A native checkbox: the phone's own control, and no extra script on the service page. */}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <input
          type="checkbox"
          id={TERMS_CONSENT_ID}
          required
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${TERMS_CONSENT_ID}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
          style={{ width: 20, height: 20, marginTop: 2, flex: 'none', accentColor: 'var(--mantine-color-blue-8)' }}
        />
        <Text component="label" htmlFor={TERMS_CONSENT_ID} size="sm">
          {t('consent.agree')}
        </Text>
      </Group>
      {error && (
        <Text id={`${TERMS_CONSENT_ID}-error`} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </Stack>
  );
}
