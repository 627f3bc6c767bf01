import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';
import { Island } from '../../shared/islands/island';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

/** /login, an islands page: the heading, text and the link to sign up are HTML; the form is one island. */
export function LoginPage() {
  return (
    <AuthLayout
      title={t('login.title')}
      text={t('login.text')}
      below={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            {t('login.signupLink')}
          </Anchor>
        </>
      }
    >
      <Island name="login" component={LoginForm} props={{}} />
    </AuthLayout>
  );
}
