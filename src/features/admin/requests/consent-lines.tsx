import { Stack, Text } from '@mantine/core';
import type { AdminConsent } from '../../../shared/api/answers';
import type { MessageKey } from '../../../shared/i18n/en';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';

/** What a consent was for, in the desk's words (a guardian's names the guardian). */
const purposeText = (c: AdminConsent) =>
  c.purpose === 'guardian' && c.guardian ? t('admin.consent.guardian', { name: c.guardian.name, phone: c.guardian.phone }) : t(`admin.consent.${c.purpose}` as MessageKey);

/**
 * The consents the request was sent on, one line each: what for, how and when it was given, and
 * when it was withdrawn. The desk sends texts only while they are given, and a minor's request
 * stands on the guardian's.
 */
export function ConsentLines({ consents }: { consents: readonly AdminConsent[] }) {
  if (consents.length === 0) return <Text size="sm">{t('admin.consent.none')}</Text>;
  return (
    <Stack gap={2} data-testid="request-consents">
      {consents.map((c, i) => (
        <Text key={i} size="sm">
          {purposeText(c)}: {t(`admin.consent.proof.${c.proof}`, { at: formatDateTime(c.givenAt) })}
          {c.withdrawnAt && `; ${t('admin.consent.withdrawn', { at: formatDateTime(c.withdrawnAt) })}`}
        </Text>
      ))}
    </Stack>
  );
}
