import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RequestPage, RequestView, SessionUser } from '../../shared/api/answers';
import { apiErrorText } from '../../shared/api/api-error-text';
import { t } from '../../shared/i18n/t';
import { useMore, type Page } from '../../shared/paging/use-more';
import { getMyRequests } from './api/get-my-requests';
import { ApplicationItem } from './application-item';
import { BrowseServicesLinks } from './browse-services-links';
import { LoadFailed } from '../../shared/ui/load-failed';
import { LOAD_WORDING } from './error-wording';
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

const pageOf = ({ requests, nextCursor }: RequestPage): Page<RequestView> => ({ items: requests, nextCursor });

function ApplicationList({ first }: { first: RequestPage }) {
  const [page, setPage] = useState(() => pageOf(first));
  const paging = useMore(page, setPage, (cursor) => getMyRequests(cursor).then(pageOf), (err) => apiErrorText(err, t('dash.loadFailed'), LOAD_WORDING).message);
  const requests = page.items;

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
      {paging.moreError && (
        <Text size="sm" c="red.9" role="alert" mt="sm">
          {paging.moreError}
        </Text>
      )}
      {paging.hasMore && (
        <Button variant="light" mt="md" fullWidth onClick={() => void paging.more()} disabled={paging.loadingMore}>
          {paging.loadingMore ? t('page.loading') : t('dash.loadMore')}
        </Button>
      )}
    </Paper>
  );
}
