import { Anchor, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { WhatsAppMessageView, WhatsAppThread as Thread } from '../../../shared/api/answers';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { LoadedView } from '../loaded-view';
import { Notice, useNotice } from '../notice';
import { useLoaded } from '../use-loaded';
import { mediaSummary } from './media-summary';
import { getThread, mediaUrl, sendReply } from './whatsapp-api';

/** What the reply box says of the 24-hour window: free text or the template, and why. */
function windowText(thread: Thread): string {
  const { window } = thread;
  if (window.open) return t('admin.whatsapp.windowOpen', { time: formatDateTime(window.lastInAt!), until: formatDateTime(window.closesAt!) });
  if (window.lastInAt) return t('admin.whatsapp.windowClosed', { time: formatDateTime(window.lastInAt), template: thread.template });
  return t('admin.whatsapp.windowNever', { template: thread.template });
}

function Message({ message }: { message: WhatsAppMessageView }) {
  const incoming = message.direction === 'in';
  return (
    <Paper withBorder p="xs" radius="md" bg={incoming ? 'white' : 'gray.0'} ml={incoming ? 0 : 'xl'} mr={incoming ? 'xl' : 0} data-testid="whatsapp-message">
      <Text size="xs" c="dimmed">
        {t(incoming ? 'admin.whatsapp.in' : 'admin.whatsapp.out')} · {formatDateTime(message.at)}
        {message.linkedBy ? ` · ${t('admin.whatsapp.linkedBy', { username: message.linkedBy })}` : ''}
        {message.status ? ` · ${t(`admin.whatsapp.status.${message.status}`)}` : ''}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text || (message.media.length ? '' : t('admin.whatsapp.noText'))}
      </Text>
      {message.media.map((media, i) => (
        <Anchor key={i} href={mediaUrl(message.id, i)} target="_blank" rel="noopener" size="sm" display="inline-block" py={4} mr="sm">
          {t('admin.whatsapp.open', { n: i + 1, type: media.mime })}
        </Anchor>
      ))}
    </Paper>
  );
}

function ReplyBox({ requestId, thread, onSent }: { requestId: string; thread: Thread; onSent: () => void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const notice = useNotice();
  if (!thread.canReply) return <Text size="sm" c="dimmed">{t('admin.whatsapp.noReplies')}</Text>;

  async function send() {
    setSending(true);
    try {
      notice.success(await sendReply(requestId, { text }));
      setText('');
      onSent();
    } catch (err) {
      notice.failure(err, t('admin.whatsapp.replyFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Notice notice={notice.notice} onClose={notice.clear} />
      <Text size="sm" mb="xs" id="whatsapp-window" data-testid="whatsapp-window">
        {windowText(thread)}
      </Text>
      <Textarea label={t('admin.whatsapp.reply')} aria-describedby="whatsapp-window" value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={1000} autosize minRows={2} />
      <Button type="submit" mt="xs" disabled={sending || text.trim() === ''}>
        {sending ? t('admin.whatsapp.sending') : t('admin.whatsapp.send')}
      </Button>
    </form>
  );
}

/** A request's WhatsApp conversation on its console page, media summed up and each openable, and the desk's reply. */
export function WhatsAppThread({ requestId }: { requestId: string }) {
  const { state, reload } = useLoaded(requestId, (signal) => getThread(requestId, signal));
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
              {thread.messages.length === 0 ? <Text c="dimmed" size="sm">{t('admin.whatsapp.empty')}</Text> : thread.messages.map((m) => <Message key={m.id} message={m} />)}
              <ReplyBox requestId={requestId} thread={thread} onSent={reload} />
            </Stack>
          );
        }}
      </LoadedView>
    </Paper>
  );
}
