import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';
import { Island } from '../../shared/islands/island';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password, an islands page: the heading and the link to sign in are HTML; the steps (with their number) are one island. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title={t('reset.title')}
      below={
        <>
          {t('reset.rememberPassword')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('signup.loginLink')}
          </Anchor>
        </>
      }
    >
      <Island name="forgot-password" component={ForgotPasswordForm} props={{}} />
    </AuthLayout>
  );
}
