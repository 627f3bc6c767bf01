import { Badge, Button } from '@mantine/core';
import { t } from '../../../shared/i18n/t';
import { formatDate } from '../../../shared/requests/format-date';
import { AdminTable } from '../admin-table';
import { getAdmins } from '../api/get-admins';
import { setAdminActive } from '../api/set-admin-active';
import { LoadedView } from '../loaded-view';
import { Notice, useNotice } from '../notice';
import type { AdminAccount } from '../../../shared/api/answers';
import { useAction } from '../use-action';
import { useLoaded } from '../use-loaded';
import { CreateAdminForm } from './create-admin-form';
import { ConsoleHeading } from '../console-heading';

/** /admin/admins (admins only): create moderators and admins, disable or enable any account. */
export function AdminsPage({ me }: { me: string }) {
  const { state, reload } = useLoaded('admins', getAdmins);
  const notice = useNotice();
  const { busy, run } = useAction(notice);

  // A refusal reads e.g. 409 'You cannot disable the last active admin.'
  const toggle = async (account: AdminAccount) => {
    if (await run(account.id, () => setAdminActive(account.id, !account.active), t('admin.admins.updateFailed'))) reload();
  };

  return (
    <>
      <ConsoleHeading title={t('admin.admins.title')} />
      <CreateAdminForm
        onCreated={(message) => {
          notice.success(message);
          reload();
        }}
      />
      <Notice notice={notice.notice} onClose={notice.clear} />
      <LoadedView state={state} onRetry={reload} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <AdminTable
            testId="admin-list"
            rowTestId="admin-row"
            rows={data}
            rowKey={(account) => account.id}
            columns={[
              {
                heading: t('admin.admins.username'),
                // The name and the console's words stay apart: one is data, the other is translated.
                cell: (account) => (
                  <>
                    {account.username} {account.username === me ? t('admin.admins.you') : ''}
                  </>
                ),
              },
              { heading: t('admin.admins.role'), cell: (account) => t(account.role === 'admin' ? 'admin.role.admin' : 'admin.role.moderator') },
              {
                heading: t('admin.admins.status'),
                cell: (account) => (
                  <Badge color={account.active ? 'teal.9' : 'gray.7'} variant="filled">
                    {account.active ? t('admin.admins.active') : t('admin.admins.disabled')}
                  </Badge>
                ),
              },
              { heading: t('admin.admins.created'), cell: (account) => formatDate(account.createdAt) },
              {
                heading: t('admin.actions'),
                actions: true,
                cell: (account) => (
                  <Button
                    size="xs"
                    variant="outline"
                    color={account.active ? 'red.9' : 'teal.9'}
                    disabled={busy === account.id}
                    onClick={() => void toggle(account)}
                    aria-label={t(account.active ? 'admin.admins.disableLabel' : 'admin.admins.enableLabel', { username: account.username })}
                  >
                    {account.active ? t('admin.admins.disable') : t('admin.admins.enable')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </LoadedView>
    </>
  );
}
