import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import type { AccountNoticeAnswer } from '../../shared/api/answers';
import { apiErrorText } from '../../shared/api/api-error-text';
import { AccountNotice } from '../../shared/data-kinds/account-notice';
import { ConsentBox } from '../../shared/forms/consent-box';
import { t } from '../../shared/i18n/t';
import { agreeAccountNotice } from './api/agree-account-notice';
import { getAccountNotice } from './api/get-account-notice';
import { SAVE_WORDING } from './error-wording';

/**
 * Asks the holder to agree to what an account keeps when they have not agreed to the notice as it is
 * now: it changed since they agreed, or the account is older than the sign-up's consent. Nothing shows
 * while it loads, when it is agreed, or when it cannot be read (the dashboard works on either way; the
 * next visit asks again). Not agreeing leaves the way out: deleting the account in Settings.
 */
export function AccountNoticeCheck() {
  const [state, setState] = useState<AccountNoticeAnswer | null>(null);
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getAccountNotice(controller.signal)
      .then(setState)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (done) {
    return (
      <Text size="sm" c="teal.9" role="status" data-testid="account-notice-agreed">
        {t('dash.notice.agreed')}
      </Text>
    );
  }
  if (!state || state.upToDate) return null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!ticked) return setError(t('signup.agreeRequired'));
    setBusy(true);
    setError(null);
    try {
      const answer = await agreeAccountNotice();
      setState(answer);
      setDone(answer.upToDate);
    } catch (err) {
      setError(apiErrorText(err, t('api.failed'), SAVE_WORDING).message);
    } finally {
      setBusy(false);
    }
  }

  const changed = state.agreed !== null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="account-notice-check">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="account-notice-check-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="account-notice-check-title">
            {t(changed ? 'dash.notice.changedTitle' : 'dash.notice.newTitle')}
          </Title>
          <Text size="sm">{t(changed ? 'dash.notice.changedText' : 'dash.notice.newText')}</Text>
          <AccountNotice />
          <ConsentBox id="account-notice-agree" label={t('signup.agree')} checked={ticked} onChange={setTicked} error={error} required />
          <Button type="submit" aria-disabled={busy || undefined} style={{ alignSelf: 'flex-start' }}>
            {t('dash.notice.agree')}
          </Button>
          <Text size="sm">
            {t('dash.notice.notAgreeing')}{' '}
            <Anchor component={Link} to="/dashboard/settings">
              {t('dash.navSettings')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
