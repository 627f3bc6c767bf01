import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { User } from 'lucide-react';
import { firstName, useCurrentUser } from '../auth/current-user';
import { t } from '../i18n/t';
import { logOut } from './log-out';
import classes from './site-header.module.css';
import { PageLink } from '../islands/page-link';

// Kept apart from account-menu.tsx: the panel is in the main bundle, Mantine's Menu is not.
/** The small-screen panel's account rows: Login, or the user's name with Dashboard, Profile and Logout. */
export function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const current = useCurrentUser();
  if (current.status !== 'signed-in') {
    return (
      <Button component={PageLink} to="/login" onClick={onNavigate} fullWidth mt="xs" leftSection={<User size={16} aria-hidden="true" />}>
        {t('nav.login')}
      </Button>
    );
  }
  return (
    <Stack gap={0} role="group" aria-labelledby="mobile-account-title">
      <Text id="mobile-account-title" size="sm" c="dimmed" px={10} pt="xs">
        {t('nav.signedInAs', { name: firstName(current.user.name) })}
      </Text>
      <UnstyledButton component={PageLink} to="/dashboard" className={classes.panelLink} onClick={onNavigate}>
        {t('nav.dashboard')}
      </UnstyledButton>
      <UnstyledButton component={PageLink} to="/profile" className={classes.panelLink} onClick={onNavigate}>
        {t('nav.profile')}
      </UnstyledButton>
      <UnstyledButton
        className={classes.panelLink}
        onClick={() => {
          onNavigate();
          void logOut();
        }}
      >
        {t('nav.logout')}
      </UnstyledButton>
    </Stack>
  );
}
