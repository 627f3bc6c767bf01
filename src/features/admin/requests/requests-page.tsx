import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../../shared/i18n/t';
import type { RequestStatus } from '../../../core/request-status';
import { getRequests, type RequestFilters as Filters } from '../api/get-requests';
import { LoadedView } from '../loaded-view';
import { MoreButton } from '../more-button';
import { Notice, useNotice } from '../notice';
import type { AdminRequest } from '../../../shared/api/answers';
import { usePaged } from '../use-paged';
import { RequestCounts } from './request-counts';
import { RequestFilters } from './request-filters';
import { RequestTable } from './request-table';
import { RequestTally } from './request-tally';
import { StatusDialog } from './status-dialog';
import { ConsoleHeading } from '../console-heading';

/** /admin/requests: the desk's daily screen. The filters come from the address. */
export function RequestsPage({ filters }: { filters: Filters }) {
  const navigate = useNavigate();
  const list = usePaged(JSON.stringify(filters), (cursor, signal) => getRequests(filters, cursor, signal));
  const [changing, setChanging] = useState<AdminRequest | null>(null);
  const [countsVersion, setCountsVersion] = useState(0);
  const notice = useNotice();

  const apply = (next: Filters) => void navigate({ to: '/admin/requests', search: { ...next, status: next.status as RequestStatus | undefined } });

  return (
    <>
      <ConsoleHeading title={t('admin.requests.title')} />
      <RequestCounts version={countsVersion} onShowWaiting={() => apply({ ...filters, status: 'waiting' })} />
      <RequestTally version={countsVersion} />
      <RequestFilters filters={filters} onApply={apply} />
      <Notice notice={notice.notice} onClose={notice.clear} />
      <LoadedView state={list.state} onRetry={list.reload}>
        {(data) => (
          <>
            <RequestTable requests={data.items} onChangeStatus={setChanging} />
            <MoreButton hasMore={data.nextCursor !== null} loading={list.loadingMore} error={list.moreError} onMore={() => void list.more()} />
          </>
        )}
      </LoadedView>
      <StatusDialog
        request={changing}
        onClose={() => setChanging(null)}
        onChanged={() => {
          setChanging(null);
          notice.success(t('admin.requests.statusChanged'));
          list.reload();
          setCountsVersion((v) => v + 1);
        }}
      />
    </>
  );
}
