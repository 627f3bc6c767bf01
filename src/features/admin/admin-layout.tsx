import { Badge, Button, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLogout } from '../../shared/auth/use-logout';
import { t } from '../../shared/i18n/t';
import { ErrorAlert } from '../../shared/ui/error-alert';
import classes from './admin-layout.module.css';
import { tabsFor } from './admin-tabs';
import { adminLogout } from './api/admin-logout';
import type { AdminSession } from '../../shared/api/answers';

/** The console's frame: who is signed in and in what role, Logout, and the tabs this role may open. */
export function AdminLayout({ admin, children }: { admin: AdminSession; children: ReactNode }) {
  const navigate = useNavigate();
  const { leaving, failed, onLogout } = useLogout(async () => {
    await adminLogout();
    await navigate({ to: '/admin/login' });
  });

  return (
    <>
      <header className={classes.bar}>
        <span className={classes.brand}>
          <ShieldCheck size={22} aria-hidden="true" />
          {t('admin.metaTitle')}
        </span>
        <span className={classes.who}>
          <Text component="span" size="sm" fw={600} data-testid="admin-user">
            {t('admin.welcome', { username: admin.username })}
          </Text>
          <Badge color="white" c="blue.9" variant="filled" data-testid="admin-role">
            {t(admin.role === 'admin' ? 'admin.role.admin' : 'admin.role.moderator')}
          </Badge>
          <Button size="xs" variant="white" color="blue.9" leftSection={<LogOut size={14} aria-hidden="true" />} onClick={onLogout} disabled={leaving}>
            {leaving ? t('admin.loggingOut') : t('admin.logout')}
          </Button>
        </span>
      </header>
      <nav className={classes.tabs} aria-label={t('admin.tabs')}>
        {tabsFor(admin.role).map((tab) => (
          <Link key={tab.to} to={tab.to} className={classes.tab}>
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      <main id="main" tabIndex={-1} className={classes.main}>
        {failed && <ErrorAlert mb="md">{t('admin.logoutFailed')}</ErrorAlert>}
        {children}
      </main>
    </>
  );
}
