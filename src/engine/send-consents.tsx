import { Stack, Text } from '@mantine/core';
import { ConsentBox } from '../shared/forms/consent-box';
import './consent-texts';
import { t } from '../shared/i18n/t';

export const STATUS_TEXTS_CONSENT_ID = 'status-texts-consent';

/**
 * The send step's consents, apart from the terms: the optional status texts, unticked on every
 * request, and what pressing Send agrees to (the request's own purpose, which the service needs).
 * A minor's request has no status texts to offer (`offerTexts` false).
 */
export function SendConsents({ statusTexts, offerTexts, onStatusTexts }: { statusTexts: boolean; offerTexts: boolean; onStatusTexts: (on: boolean) => void }) {
  return (
    <Stack gap={6} data-testid="send-consents">
      {offerTexts && (
        <ConsentBox id={STATUS_TEXTS_CONSENT_ID} label={t('consent.statusTexts')} hint={t('consent.statusTextsHint')} checked={statusTexts} onChange={onStatusTexts} />
      )}
      <Text size="sm" c="dimmed">
        {t('consent.requestSend')}
      </Text>
    </Stack>
  );
}
