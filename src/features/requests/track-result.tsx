import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { site } from '../../catalog/client';
import { t } from '../../shared/i18n/t';
import { formatDate } from '../../shared/requests/format-date';
import { RequestTimeline } from '../../shared/requests/request-timeline';
import { requestTitle } from '../../shared/requests/request-title';
import type { RequestView } from '../../shared/api/answers';
import { StatusBadge } from '../../shared/requests/status-badge-view';
import { UpdatesSwitch } from '../../shared/requests/updates-switch';
import { usuallyTakesText } from '../../shared/requests/usually-takes';
import { officeText } from '../../shared/requests/office-text';
import { CaseFeeSheet } from '../../engine/case-fee-sheet';
import { useIntoView } from '../../shared/ui/use-into-view';
import { TrackDataActions } from './track-data-actions';
import type { TrackInput } from './track-validation';

/**
 * The found request: service, number, date sent, current status with how long the service usually
 * takes, the office chosen, the official fees of its case, the status-texts switch, the timeline, and
 * the download and deletion of its data. It appears below the form, so it scrolls itself into view.
 */
export function TrackResult({ request, found, saveUpdates, erased }: { request: RequestView; found: TrackInput; saveUpdates: (on: boolean) => Promise<RequestView>; erased: (message: string) => void }) {
  const shown = useIntoView<HTMLElement>(request.id);
  return (
    <Paper ref={shown} withBorder radius="md" className="p-md-lg" component="section" aria-labelledby="track-result" data-testid="track-result">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="sm">
          <Title order={2} fz="lg" id="track-result">
            {requestTitle(request)}
          </Title>
          <Stack gap={2} align="flex-end">
            <StatusBadge status={request.status} />
            {request.expectedTime && (
              <Text size="sm" data-testid="track-time">
                {usuallyTakesText(request.expectedTime)}
              </Text>
            )}
          </Stack>
        </Group>
        <Text size="sm">
          {t('form.serviceNumber')}: <strong>{request.serviceNumber}</strong>
        </Text>
        <Text size="sm">{t('requests.sentOn', { date: formatDate(request.createdAt) })}</Text>
        {request.status === 'waiting' && (
          <Text size="sm" data-testid="track-waiting">
            {t('track.waiting')}{' '}
            <Anchor href={`https://wa.me/${site.contact.whatsapp}?text=${encodeURIComponent(request.serviceNumber)}`} target="_blank" rel="noopener noreferrer" fw={600}>
              {t('track.waitingLink')}
            </Anchor>
          </Text>
        )}
        {request.office && (
          <Text size="sm" data-testid="track-office">
            {t('requests.office')}: {officeText(request.office)}
          </Text>
        )}
        {request.fees && <CaseFeeSheet sheet={request.fees} serviceFee={request.fees.serviceFee} testId="track-fees" />}
        <UpdatesSwitch initial={request.updates} save={saveUpdates} />
        <Title order={3} fz="md" mt="xs">
          {t('requests.timeline')}
        </Title>
        <RequestTimeline history={request.history} />
        <TrackDataActions found={found} erased={erased} />
      </Stack>
    </Paper>
  );
}
