import { Alert, Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../shared/i18n/t';
import { useIntoView } from '../shared/ui/use-into-view';
import { RecordStatus, type RecordState } from './record-status';

interface Props {
  serviceNumber: string;
  /** The send button's text (the entry's own, or "Send to WhatsApp"). */
  sendLabel: string;
  record: RecordState | null;
  /** The connection is back: record the request (the form view's saveRecord). */
  onOnline: () => void;
  onRetryRecord: () => void;
  /** Open WhatsApp now, in the visitor's tap (a new tab needs one). */
  onSend: () => void;
}

/**
 * A WhatsApp request sent while offline: nothing opens (WhatsApp needs a connection); the page says
 * so and keeps the answers (the draft). When the connection returns, the request is recorded and the
 * hand-off is offered with a button, since a new tab may only open from the visitor's own tap.
 * Each notice appears below the send button, so it scrolls itself into view on a phone.
 */
export function OfflineHandoff({ serviceNumber, sendLabel, record, onOnline, onRetryRecord, onSend }: Props) {
  const [online, setOnline] = useState(() => navigator.onLine);
  // Again once the record is saved: the box grows by its status.
  const notice = useIntoView<HTMLDivElement>(`${online} ${record}`);
  useEffect(() => {
    const back = () => {
      setOnline(true);
      onOnline();
    };
    const lost = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', lost);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', lost);
    };
  }, [onOnline]);

  if (!online) {
    return (
      <Alert ref={notice} color="yellow" role="status" title={t('offline.title')} data-testid="offline-handoff">
        <Text size="sm">{t('offline.text')}</Text>
      </Alert>
    );
  }
  return (
    <Alert ref={notice} color="green" role="status" data-testid="offline-handoff-ready">
      <Text size="sm">{t('offline.back')}</Text>
      <Button size="md" color="teal.9" mt="sm" onClick={onSend} data-testid="offline-send">
        {sendLabel}
      </Button>
      {record && <RecordStatus state={record} serviceNumber={serviceNumber} onRetry={onRetryRecord} />}
    </Alert>
  );
}
