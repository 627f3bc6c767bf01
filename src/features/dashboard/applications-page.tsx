import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RequestPage, RequestView, SessionUser } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { getMyRequests } from './api/get-my-requests';
import { ApplicationItem } from './application-item';
import { BrowseServicesLinks } from './browse-services-links';
import { LoadFailed } from '../../shared/ui/load-failed';
import type { Loaded } from './loaded';
import { useReload } from './use-reload';
import { SignedOutNote } from './signed-out-note';

/** /dashboard/applications: every request of the account, newest first, with badges and timelines. */
export function ApplicationsPage({ user, first }: { user: SessionUser; first: Loaded<RequestPage> }) {
  const reload = useReload();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('dash.applicationsPage.title')}
      </Title>
      <SignedOutNote user={user} />
      {first.ok ? <ApplicationList key={first.data.requests[0]?.id ?? 'none'} first={first.data} /> : <LoadFailed message={first.message} onRetry={() => void reload()} />}
    </Stack>
  );
}

function ApplicationList({ first }: { first: RequestPage }) {
  const [requests, setRequests] = useState<RequestView[]>(first.requests);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    setBusy(true);
    setFailed(false);
    try {
      const next = await getMyRequests(cursor);
      setRequests((shown) => [...shown, ...next.requests]);
      setCursor(next.nextCursor);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (requests.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="empty-state">
        <Text size="sm" mb="sm">
          {t('dash.noApplications')}
        </Text>
        <BrowseServicesLinks withRto />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md" component="ul" className="plain-list">
        {requests.map((request) => (
          <ApplicationItem key={request.id} request={request} withTimeline />
        ))}
      </Stack>
      {failed && (
        <Text size="sm" c="red.9" role="alert" mt="sm">
          {t('dash.loadFailed')}
        </Text>
      )}
      {cursor && (
        <Button variant="light" mt="md" fullWidth onClick={loadMore} disabled={busy}>
          {busy ? t('page.loading') : t('dash.loadMore')}
        </Button>
      )}
    </Paper>
  );
}
