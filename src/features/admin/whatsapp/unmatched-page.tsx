import '@mantine/core/styles/Checkbox.layer.css';
import { Button, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { AdminTable } from '../admin-table';
import { LoadedView } from '../loaded-view';
import { MoreButton } from '../more-button';
import { Notice, useNotice } from '../notice';
import { useAction } from '../use-action';
import { usePaged } from '../use-paged';
import { MediaLinks } from './media-links';
import { mediaSummary } from './media-summary';
import { getUnmatchedMessages, type UnmatchedMessage } from '../api/get-unmatched-messages';
import { linkWhatsAppMessage } from '../api/link-whatsapp-message';
import { ConsoleHeading } from '../console-heading';

const samePhoneText = (others: number) => (others === 1 ? t('admin.whatsapp.samePhone.one') : t('admin.whatsapp.samePhone', { count: others }));

/**
 * /admin/whatsapp: incoming messages naming no known service number, each photo or document
 * openable before linking; the desk links each to its request (warned when the sender is not the
 * request's number).
 */
export function UnmatchedPage() {
  const { state, reload, more, loadingMore, moreError } = usePaged('unmatched', getUnmatchedMessages);
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  // Messages whose link takes the phone's other unmatched messages along.
  const [samePhone, setSamePhone] = useState<Record<string, boolean>>({});
  const notice = useNotice();
  const { busy, run } = useAction(notice);

  async function link(message: UnmatchedMessage) {
    const body = { serviceNumber: numbers[message.id] ?? '', ...(message.others > 0 && samePhone[message.id] ? { samePhone: true } : {}) };
    if (await run(message.id, () => linkWhatsAppMessage(message.id, body), t('admin.whatsapp.linkFailed'))) reload();
  }

  return (
    <>
      <ConsoleHeading title={t('admin.whatsapp.title')} intro={t('admin.whatsapp.intro')} />
      <Notice notice={notice.notice} onClose={notice.clear} />
      <LoadedView state={state} onRetry={reload} isEmpty={(page) => page.items.length === 0}>
        {(page) => (
          <>
            <AdminTable
              testId="unmatched-list"
              rowTestId="unmatched-row"
              rows={page.items}
              rowKey={(message) => message.id}
              columns={[
                { heading: t('admin.whatsapp.from'), cell: (message) => message.phone },
                {
                  heading: t('admin.whatsapp.message'),
                  style: { overflowWrap: 'anywhere' },
                  cell: (message) => (
                    <>
                      {message.text || (message.media.length ? '' : t('admin.whatsapp.noText'))}
                      {mediaSummary([message]) && (
                        <Text size="xs" c="dimmed">
                          {mediaSummary([message])}
                        </Text>
                      )}
                      <MediaLinks message={message} />
                    </>
                  ),
                },
                { heading: t('admin.whatsapp.date'), cell: (message) => formatDateTime(message.at) },
                {
                  heading: t('admin.whatsapp.serviceNumber'),
                  cell: (message) => (
                    <form
                      aria-label={t('admin.whatsapp.linkLabel', { phone: message.phone })}
                      onSubmit={(e) => {
                        e.preventDefault();
                        void link(message);
                      }}
                    >
                      <Group gap="xs" wrap="nowrap" align="flex-end">
                        <TextInput
                          aria-label={t('admin.whatsapp.serviceNumber')}
                          placeholder="TOO 4821 7730 9154 69"
                          value={numbers[message.id] ?? ''}
                          onChange={(e) => setNumbers({ ...numbers, [message.id]: e.currentTarget.value })}
                          maxLength={40}
                          w={170}
                        />
                        <Button type="submit" variant="outline" disabled={busy === message.id || !(numbers[message.id] ?? '').trim()}>
                          {t('admin.whatsapp.link')}
                        </Button>
                      </Group>
                      {message.others > 0 && (
                        <Checkbox
                          mt="xs"
                          label={samePhoneText(message.others)}
                          checked={samePhone[message.id] ?? false}
                          onChange={(e) => setSamePhone({ ...samePhone, [message.id]: e.currentTarget.checked })}
                        />
                      )}
                    </form>
                  ),
                },
              ]}
            />
            <MoreButton hasMore={page.nextCursor !== null} loading={loadingMore} error={moreError} onMore={() => void more()} />
          </>
        )}
      </LoadedView>
    </>
  );
}
