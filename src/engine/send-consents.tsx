import { Group, Stack, Text } from '@mantine/core';
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
        // A native checkbox, as the terms' is: the phone's own control.
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <input
            type="checkbox"
            id={STATUS_TEXTS_CONSENT_ID}
            checked={statusTexts}
            aria-describedby={`${STATUS_TEXTS_CONSENT_ID}-hint`}
            onChange={(event) => onStatusTexts(event.currentTarget.checked)}
            style={{ width: 20, height: 20, marginTop: 2, flex: 'none', accentColor: 'var(--mantine-color-blue-8)' }}
          />
          <Stack gap={0}>
            <Text component="label" htmlFor={STATUS_TEXTS_CONSENT_ID} size="sm">
              {t('consent.statusTexts')}
            </Text>
            <Text id={`${STATUS_TEXTS_CONSENT_ID}-hint`} size="xs" c="dimmed">
              {t('consent.statusTextsHint')}
            </Text>
          </Stack>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {t('consent.requestSend')}
      </Text>
    </Stack>
  );
}
