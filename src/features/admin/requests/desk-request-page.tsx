import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { DetailList } from '../detail-list';
import { ConsentLines } from './consent-lines';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { NotifyChannel } from '../../../core/notify-channels';
import type { MessageKey } from '../../../shared/i18n/en';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { statusBadge } from '../../../shared/requests/status-badge';
import { StatusBadge } from '../../../shared/requests/status-badge-view';
import { getRequest } from '../api/get-request';
import { LoadedView } from '../loaded-view';
import { Notice, useNotice } from '../notice';
import type { AdminRequest } from '../../../shared/api/answers';
import { useLoaded } from '../use-loaded';
import { istDay } from '../../../catalog/due-at';
import { CaseFeeSheet } from '../../../engine/case-fee-sheet';
import { usuallyTakesText } from '../../../shared/requests/usually-takes';
import { officeText } from '../../../shared/requests/office-text';
import { DueBadge } from './due-badge';
import { serviceTitle } from './service-options';
import { nextStatuses, StatusDialog } from './status-dialog';
import { WhatsAppThread } from '../whatsapp/whatsapp-thread';
import { canMoveTo } from '../../../core/request-status';
import { FixStep } from './fix-step';
import { ReturnDialog } from './return-dialog';

/** What the desk reads of one channel's try: told, failed, or not sent by the text ledger (and why). */
const SENT_TEXT = {
  ok: 'admin.requests.sentOk',
  failed: 'admin.requests.sentFailed',
  unproven: 'admin.requests.sentUnproven',
  capped: 'admin.requests.sentCapped',
} as const;

/** The desk's name of a channel: every channel of the list has one in each dictionary (the compiler asks for it). */
const channelLabel = (channel: NotifyChannel): MessageKey => `admin.requests.channel.${channel}`;

/** /admin/requests/$requestId: one request, its whole timeline (with who changed it) and a status change. */
export function DeskRequestPage({ requestId }: { requestId: string }) {
  const { state, reload } = useLoaded(requestId, (signal) => getRequest(requestId, signal));
  const [changing, setChanging] = useState(false);
  const [returning, setReturning] = useState(false);
  const notice = useNotice();

  return (
    <>
      <Anchor component={Link} to="/admin/requests" size="sm" mb="sm" display="inline-block">
        <ArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('admin.requests.back')}
      </Anchor>
      <LoadedView state={state} onRetry={reload}>
        {(request) => (
          <RequestDetails request={request} onChangeStatus={() => setChanging(true)} onReturn={() => setReturning(true)}>
            <Notice notice={notice.notice} onClose={notice.clear} />
          </RequestDetails>
        )}
      </LoadedView>
      <StatusDialog
        request={changing && state.status === 'ok' ? state.data : null}
        onClose={() => setChanging(false)}
        onChanged={() => {
          setChanging(false);
          notice.success(t('admin.requests.statusChanged'));
          reload();
        }}
      />
      <ReturnDialog
        request={returning && state.status === 'ok' ? state.data : null}
        onClose={() => setReturning(false)}
        onReturned={() => {
          setReturning(false);
          notice.success(t('admin.requests.returned'));
          reload();
        }}
      />
    </>
  );
}

function RequestDetails({ request, onChangeStatus, onReturn, children }: { request: AdminRequest; onChangeStatus: () => void; onReturn: () => void; children: ReactNode }) {
  const rows = [
    [t('admin.requests.service'), serviceTitle(request.entryId, request.title)],
    [t('admin.requests.sent'), formatDateTime(request.createdAt)],
    [t('admin.requests.received'), request.receivedAt ? formatDateTime(request.receivedAt) : t('admin.requests.notReceived')],
    [t('admin.requests.phone'), request.phone],
    [t('admin.requests.vehicle'), request.vehicleNumber ?? '—'],
    [t('admin.requests.account'), request.signedIn ? t('admin.requests.yes') : t('admin.requests.no')],
    [t('admin.requests.texts'), request.updates ? t('admin.requests.textsOnValue') : t('admin.requests.textsOffValue')],
    [t('admin.requests.consents'), <ConsentLines key="consents" consents={request.consents} />],
    [t('admin.requests.expectedTime'), request.expectedTime ? usuallyTakesText(request.expectedTime) : '—'],
    [t('admin.requests.due'), <DueBadge key="due" request={request} today={istDay(Date.now())} />],
    [t('admin.requests.office'), request.office ? officeText(request.office) : '—'],
  ] as const;
  const final = nextStatuses(request.status).length === 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz={{ base: 22, sm: 26 }} data-testid="request-number">
          {request.serviceNumber}
        </Title>
        <StatusBadge status={request.status} reader="desk" />
      </Group>
      {children}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="request-details">
          <Title order={2} fz="lg" mb="sm" id="request-details">
            {t('admin.requests.details')}
          </Title>
          <DetailList rows={rows} />
          {request.fees && (
            <Stack gap={4} mt="sm">
              <Text size="xs" fw={600} c="dimmed">
                {t('admin.requests.case')}
              </Text>
              <CaseFeeSheet sheet={request.fees} serviceFee={request.fees.serviceFee} testId="desk-fees" />
            </Stack>
          )}
          {final ? (
            <Text size="sm" c="dimmed" mt="sm">
              {t('admin.requests.final', { status: t(statusBadge(request.status, 'desk').label) })}
            </Text>
          ) : (
            <Group mt="sm" gap="sm">
              <Button onClick={onChangeStatus}>{t('admin.requests.changeStatus')}</Button>
              {canMoveTo(request.status, 'needs_fix') && (
                <Button variant="outline" onClick={onReturn}>
                  {t('admin.requests.returnForFix')}
                </Button>
              )}
            </Group>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="request-timeline-title">
          <Title order={2} fz="lg" mb="sm" id="request-timeline-title">
            {t('requests.timeline')}
          </Title>
          <Timeline active={request.history.length - 1} bulletSize={14} lineWidth={2} color="blue.8" data-testid="request-timeline">
            {request.history.map((step, i) => (
              <Timeline.Item key={`${step.at}-${i}`} title={t(statusBadge(step.status, 'desk').label)}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(step.at)}
                  {step.by ? ` · ${t('admin.requests.by', { username: step.by })}` : ''}
                  {step.via ? ` · ${t('admin.whatsapp.viaStep')}` : ''}
                </Text>
                {step.reason && (
                  <Text size="sm">
                    {t('requests.reason')}: {step.reason}
                  </Text>
                )}
                {step.note && <Text size="sm">{step.note}</Text>}
                {step.fix && <FixStep entryId={request.entryId} fix={step.fix} status={step.status} />}
                {step.sent?.map((s) => (
                  <Text key={s.channel} size="xs" c={s.ok ? 'teal.9' : 'red.9'} data-testid="step-sent">
                    {t(SENT_TEXT[s.refused ?? (s.ok ? 'ok' : 'failed')], { channel: t(channelLabel(s.channel)) })}
                  </Text>
                ))}
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      </SimpleGrid>
      <WhatsAppThread requestId={request.id} />
    </Stack>
  );
}
