import { Button, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ChevronDown, LayoutDashboard, LogOut, User, UserRound } from 'lucide-react';
import { firstName, signOut, useCurrentUser } from '../auth/current-user';
import { t } from '../i18n/t';
import classes from './site-header.module.css';

// Logging out from a public page keeps the visitor where they are: the header simply turns back
// into a Login link. A failed logout (offline) leaves the session and the menu as they were.
const logOut = () => signOut().catch(() => undefined);

/** Desktop: a Login button, or the signed-in user's menu (first name; Dashboard, Profile, Logout). */
export function AccountMenu() {
  const current = useCurrentUser();
  if (current.status !== 'signed-in') {
    return (
      <Button component={Link} to="/login" size="sm" leftSection={<User size={16} aria-hidden="true" />}>
        {t('nav.login')}
      </Button>
    );
  }
  const name = firstName(current.user.name);
  return (
    <Menu position="bottom-end" shadow="md" loop withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.link} aria-label={t('nav.accountMenu', { name })}>
          <UserRound size={18} aria-hidden="true" />
          {name}
          <ChevronDown size={16} className={classes.chevron} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/dashboard" leftSection={<LayoutDashboard size={16} aria-hidden="true" />}>
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile" leftSection={<User size={16} aria-hidden="true" />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={logOut} leftSection={<LogOut size={16} aria-hidden="true" />}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The small-screen panel's account rows: Login, or the user's name with Dashboard, Profile and Logout. */
export function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const current = useCurrentUser();
  if (current.status !== 'signed-in') {
    return (
      <Button component={Link} to="/login" onClick={onNavigate} fullWidth mt="xs" leftSection={<User size={16} aria-hidden="true" />}>
        {t('nav.login')}
      </Button>
    );
  }
  return (
    <Stack gap={0} role="group" aria-labelledby="mobile-account-title">
      <Text id="mobile-account-title" size="sm" c="dimmed" px={10} pt="xs">
        {t('nav.signedInAs', { name: firstName(current.user.name) })}
      </Text>
      <UnstyledButton component={Link} to="/dashboard" className={classes.panelLink} onClick={onNavigate}>
        {t('nav.dashboard')}
      </UnstyledButton>
      <UnstyledButton component={Link} to="/profile" className={classes.panelLink} onClick={onNavigate}>
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
