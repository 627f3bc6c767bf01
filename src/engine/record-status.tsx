import { Button, Text } from '@mantine/core';
import { t } from '../shared/i18n/t';
import type { RecordOutcome } from './record-request';
import { TrackRequestLink } from './track-request-link';

export type RecordState = RecordOutcome | 'saving';

/**
 * Whether the request was saved for tracking, told as it is: the tracking link only once the
 * server has the record; while it waits in this browser's queue, that, and a way to try again.
 */
export function RecordStatus({ state, serviceNumber, onRetry }: { state: RecordState; serviceNumber: string; onRetry: () => void }) {
  switch (state) {
    case 'recorded':
      return <TrackRequestLink serviceNumber={serviceNumber} />;
    case 'saving':
      return (
        <Text size="sm" mt={4} data-testid="record-saving">
          {t('record.saving')}
        </Text>
      );
    case 'queued':
      return (
        <div data-testid="record-queued">
          <Text size="sm" mt={4}>
            {t('record.queued')}
          </Text>
          <Button size="xs" variant="default" mt={6} onClick={onRetry}>
            {t('record.retry')}
          </Button>
        </div>
      );
    case 'refused':
      return (
        <Text size="sm" mt={4} data-testid="record-refused">
          {t('record.refused')}
        </Text>
      );
  }
}
