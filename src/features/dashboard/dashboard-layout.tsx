import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../shared/api/answers';
import { confirmSignOut } from '../../shared/auth/confirm-sign-out';
import { signOut } from '../../shared/auth/current-user';
import { useLogout } from '../../shared/auth/use-logout';
import { SiteBrand } from '../../shared/layout/site-brand';
import { t } from '../../shared/i18n/t';
import { ErrorAlert } from '../../shared/ui/error-alert';
import classes from './dashboard-layout.module.css';
import { dashboardNavItems } from './dashboard-nav-items';

/** The signed-in area's frame: brand, user name, the navigation and Logout, then the page. */
export function DashboardLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const navigate = useNavigate();
  const { leaving, failed, onLogout } = useLogout(async () => {
    await signOut();
    await navigate({ to: '/' });
  });

  return (
    <div className={classes.layout}>
      <div className={classes.side}>
        <header className={classes.bar}>
          <Link to="/" className={classes.brand}>
            <SiteBrand iconSize={22} />
          </Link>
          <span className={classes.user} data-testid="dashboard-user">
            <UserRound size={16} aria-hidden="true" />
            <span>
              <span className="visually-hidden">{t('dash.signedInAs')} </span>
              {user.name}
            </span>
          </span>
        </header>
        <nav className={classes.nav} aria-label={t('dash.nav')}>
          {dashboardNavItems.map(({ to, label, Icon }) => (
            <Link key={to} to={to} className={classes.link} activeOptions={{ exact: true }}>
              <Icon size={18} aria-hidden="true" />
              {t(label)}
            </Link>
          ))}
          <Link to="/" className={classes.link}>
            <ArrowLeft size={18} aria-hidden="true" />
            {t('auth.backHome')}
          </Link>
          <button type="button" className={classes.link} onClick={() => confirmSignOut() && void onLogout()} disabled={leaving}>
            <LogOut size={18} aria-hidden="true" />
            {leaving ? t('dash.loggingOut') : t('dash.logout')}
          </button>
        </nav>
      </div>
      <main id="main" tabIndex={-1} className={classes.main}>
        {failed && <ErrorAlert mb="md">{t('dash.logoutFailed')}</ErrorAlert>}
        {children}
      </main>
    </div>
  );
}
