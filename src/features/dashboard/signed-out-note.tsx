import { Text } from '@mantine/core';
import type { SessionUser } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { spacedPhone } from '../../shared/phone-display';

/** How requests sent while signed out find their way here. */
export function SignedOutNote({ user }: { user: SessionUser }) {
  return (
    <Text size="sm" c="dimmed" data-testid="signed-out-note">
      {t('dash.signedOutNote', { phone: spacedPhone(user.phone) })}
    </Text>
  );
}
