import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { spacedPhone } from '../../shared/phone-display';
import { ChangePasswordForm } from './change-password-form';

/** /profile and /dashboard/profile: the account's name and mobile number from GET /api/auth/session. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('profile.title')}
      </Title>
      <Paper withBorder radius="md" p="lg" maw={520}>
        <Stack gap="md" component="dl" m={0}>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('profile.name')}
            </Text>
            <Text component="dd" m={0} fw={600} data-testid="profile-name">
              {user.name}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('profile.phone')}
            </Text>
            <Text component="dd" m={0} fw={600} data-testid="profile-phone">
              {spacedPhone(user.phone)}
            </Text>
          </div>
        </Stack>
      </Paper>
      <ChangePasswordForm user={user} />
      <Anchor component={Link} to="/dashboard" size="sm">
        {t('profile.toDashboard')}
      </Anchor>
    </Stack>
  );
}
