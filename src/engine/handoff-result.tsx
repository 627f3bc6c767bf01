import { Alert, Anchor, List, Text } from '@mantine/core';
import { site } from '../catalog/client';
import type { CompiledEntry } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { useIntoView } from '../shared/ui/use-into-view';
import { submitLabel } from './button-labels';
import { RecordStatus, type RecordState } from './record-status';

interface Props {
  entry: CompiledEntry;
  serviceNumber: string;
  handoff: { url: string; opened: boolean };
  /** A WhatsApp request's record: saved for tracking, waiting in the queue, or refused. */
  record: RecordState | null;
  onRetryRecord: () => void;
}

/**
 * What the hand-off did, in one true state: opened (with what happens next for a WhatsApp request),
 * or blocked by the browser (nothing was sent; the link opens it). It appears below the send button,
 * so it scrolls itself into view, and again when the record's status makes it taller.
 */
export function HandoffResult({ entry, serviceNumber, handoff, record, onRetryRecord }: Props) {
  const whatsapp = entry.handoff?.type === 'whatsapp';
  const box = useIntoView<HTMLDivElement>(`${handoff.url} ${handoff.opened} ${record}`);
  const recordStatus = whatsapp && record && <RecordStatus state={record} serviceNumber={serviceNumber} onRetry={onRetryRecord} />;
  if (!handoff.opened) {
    return (
      <Alert ref={box} color="yellow" role="alert" title={t('handoff.blockedTitle')} data-testid="form-blocked">
        <Text size="sm">
          {t('handoff.useLink')}{' '}
          <Anchor href={handoff.url} target="_blank" rel="noopener noreferrer">
            {submitLabel(entry)}
          </Anchor>
        </Text>
        {recordStatus}
      </Alert>
    );
  }
  return (
    <Alert ref={box} color="green" role="status" data-testid="form-sent">
      <Text size="sm">{whatsapp ? t('form.sent') : t('form.partnerOpened')}</Text>
      {whatsapp && (
        <>
          <Text size="sm" fw={600} mt="sm">
            {t('next.title')}
          </Text>
          <List size="sm" spacing={4} data-testid="next-steps">
            <List.Item>{t('next.pressSend')}</List.Item>
            <List.Item>{t('next.answer', { hours: tx(site.contact.hours) })}</List.Item>
            <List.Item>{t('next.documents')}</List.Item>
            {record === 'recorded' && <List.Item>{t('next.track', { number: serviceNumber })}</List.Item>}
          </List>
          {recordStatus}
        </>
      )}
    </Alert>
  );
}
