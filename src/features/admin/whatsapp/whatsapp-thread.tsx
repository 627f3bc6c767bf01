import { Badge, Button, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { WhatsAppMessageView, WhatsAppThread as Thread } from '../../../shared/api/answers';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { LoadedView } from '../loaded-view';
import { Notice, useNotice } from '../notice';
import { useAction } from '../use-action';
import { useLoaded } from '../use-loaded';
import { MediaLinks } from './media-links';
import { mediaSummary } from './media-summary';
import { getWhatsAppThread } from '../api/get-whatsapp-thread';
import { sendWhatsAppReply } from '../api/send-whatsapp-reply';

type Sender = Thread['senders'][number];

/** What the reply box says of the chosen number's 24-hour window: free text or the template, and why. */
function windowText(sender: Sender, template: string): string {
  const { window, phone } = sender;
  if (window.open) return t('admin.whatsapp.windowOpen', { phone, time: formatDateTime(window.lastInAt!), until: formatDateTime(window.closesAt!) });
  if (window.lastInAt) return t('admin.whatsapp.windowClosed', { phone, time: formatDateTime(window.lastInAt), template });
  return t('admin.whatsapp.windowNever', { phone, template });
}

/** One message: who wrote it (or whom the desk wrote to), marked when that is not the request's number. */
function Message({ message, requestPhone }: { message: WhatsAppMessageView; requestPhone: string }) {
  const incoming = message.direction === 'in';
  const other = message.phone !== requestPhone;
  return (
    <Paper withBorder p="xs" radius="md" bg={incoming ? 'white' : 'gray.0'} ml={incoming ? 0 : 'xl'} mr={incoming ? 'xl' : 0} data-testid="whatsapp-message">
      <Text size="xs" c="dimmed" data-testid="whatsapp-sender">
        {t(incoming ? 'admin.whatsapp.in' : 'admin.whatsapp.out', { phone: message.phone })} · {formatDateTime(message.at)}
        {message.linkedBy ? ` · ${t('admin.whatsapp.linkedBy', { username: message.linkedBy })}` : ''}
        {message.status ? ` · ${t(`admin.whatsapp.status.${message.status}`)}` : ''}
      </Text>
      {other && (
        <Badge color="red.9" variant="filled" size="sm" my={4} data-testid="whatsapp-other-number">
          {t('admin.whatsapp.otherNumber')}
        </Badge>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text || (message.media.length ? '' : t('admin.whatsapp.noText'))}
      </Text>
      <MediaLinks message={message} />
    </Paper>
  );
}

function ReplyBox({ requestId, thread, onSent }: { requestId: string; thread: Thread; onSent: () => void }) {
  const [text, setText] = useState('');
  // The request's own number unless the desk picks another sender of the thread.
  const [to, setTo] = useState(thread.phone);
  const notice = useNotice();
  const { busy, run } = useAction(notice);
  if (!thread.canReply) return <Text size="sm" c="dimmed">{t('admin.whatsapp.noReplies')}</Text>;
  const sender = thread.senders.find((s) => s.phone === to) ?? thread.senders[0]!;

  const sending = busy !== null;
  async function send() {
    if (!(await run('reply', () => sendWhatsAppReply(requestId, { text, ...(sender.own ? {} : { to: sender.phone }) }), t('admin.whatsapp.replyFailed')))) return;
    setText('');
    onSent();
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Notice notice={notice.notice} onClose={notice.clear} />
      {thread.senders.length > 1 && (
        <NativeSelect
          label={t('admin.whatsapp.replyTo')}
          mb="xs"
          value={sender.phone}
          onChange={(e) => setTo(e.currentTarget.value)}
          data={thread.senders.map((s) => ({ value: s.phone, label: t(s.own ? 'admin.whatsapp.replyToOwn' : 'admin.whatsapp.replyToOther', { phone: s.phone }) }))}
        />
      )}
      <Text size="sm" mb="xs" id="whatsapp-window" data-testid="whatsapp-window">
        {windowText(sender, thread.template)}
      </Text>
      <Textarea label={t('admin.whatsapp.reply')} aria-describedby="whatsapp-window" value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={1000} autosize minRows={2} />
      <Button type="submit" mt="xs" disabled={sending || text.trim() === ''}>
        {sending ? t('admin.whatsapp.sending') : t('admin.whatsapp.send')}
      </Button>
    </form>
  );
}

/**
 * A request's WhatsApp conversation on its console page: each message with its sender (marked when
 * it is not the request's number), media summed up and each openable, and the desk's reply to the
 * request's number or another sender of the thread.
 */
export function WhatsAppThread({ requestId }: { requestId: string }) {
  const { state, reload } = useLoaded(requestId, (signal) => getWhatsAppThread(requestId, signal));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="whatsapp-thread-title" data-testid="whatsapp-thread">
      <Title order={2} fz="lg" mb="sm" id="whatsapp-thread-title">
        {t('admin.whatsapp.thread')}
      </Title>
      <LoadedView state={state} onRetry={reload}>
        {(thread) => {
          const summary = mediaSummary(thread.messages);
          return (
            <Stack gap="xs">
              {summary && (
                <Text size="sm" fw={600} data-testid="whatsapp-media-summary">
                  {summary}
                </Text>
              )}
              {thread.messages.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('admin.whatsapp.empty')}
                </Text>
              ) : (
                thread.messages.map((m) => <Message key={m.id} message={m} requestPhone={thread.phone} />)
              )}
              <ReplyBox key={thread.phone} requestId={requestId} thread={thread} onSent={reload} />
            </Stack>
          );
        }}
      </LoadedView>
    </Paper>
  );
}
