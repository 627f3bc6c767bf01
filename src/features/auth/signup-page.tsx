import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';
import { Island } from '../../shared/islands/island';
import { AccountNotice } from '../../shared/data-kinds/account-notice';
import { AuthLayout } from './auth-layout';
import { SignupForm } from './signup-form';

/**
 * /signup, an islands page: the heading, text, what an account keeps and the links are the HTML they
 * are; the form, with the box agreeing to that notice, is one island.
 */
export function SignupPage() {
  return (
    <AuthLayout
      title={t('signup.title')}
      text={t('signup.text')}
      below={
        <>
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('signup.loginLink')}
          </Anchor>
        </>
      }
    >
      <AccountNotice />
      <Island name="signup" component={SignupForm} props={{}} />
    </AuthLayout>
  );
}
