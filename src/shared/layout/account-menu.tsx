import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu, UnstyledButton } from '@mantine/core';
import { ChevronDown, LayoutDashboard, LogOut, User, UserRound } from 'lucide-react';
import { firstName, useCurrentUser } from '../auth/current-user';
import { t } from '../i18n/t';
import { logOut } from './log-out';
import classes from './site-header.module.css';
import { LoginButton } from './wide-bar';
import { PageLink } from '../islands/page-link';

/** Desktop: a Login button, or the signed-in user's menu (first name; Dashboard, Profile, Logout). */
export function AccountMenu() {
  const current = useCurrentUser();
  if (current.status !== 'signed-in') return <LoginButton />;
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
        <Menu.Item component={PageLink} to="/dashboard" leftSection={<LayoutDashboard size={16} aria-hidden="true" />}>
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item component={PageLink} to="/profile" leftSection={<User size={16} aria-hidden="true" />}>
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
