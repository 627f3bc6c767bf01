import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { DetailList } from '../detail-list';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { istDay } from '../../../catalog/due-at';
import { LANGUAGES } from '../../../core/languages';
import type { AdminGrievance } from '../../../shared/api/answers';
import { answerText } from '../../../shared/api/client';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { answerGrievance } from '../api/answer-grievance';
import { getGrievance } from '../api/get-grievance';
import { LoadedView } from '../loaded-view';
import { Notice, useNotice } from '../notice';
import { DueBadge } from '../requests/due-badge';
import { useSave } from '../use-action';
import { useLoaded } from '../use-loaded';
import { grievanceKindLabel } from './grievance-kind';

/** /admin/grievances/$reference: one grievance, and the answer that closes it (or the answer it was closed with). */
export function DeskGrievancePage({ reference }: { reference: string }) {
  const { state, reload, setState } = useLoaded(reference, (signal) => getGrievance(reference, signal));
  const notice = useNotice();
  return (
    <>
      <Anchor component={Link} to="/admin/grievances" size="sm" mb="sm" display="inline-block">
        <ArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('admin.grievances.back')}
      </Anchor>
      <LoadedView state={state} onRetry={reload}>
        {(grievance) => (
          <Stack gap="md">
            <Title order={1} fz={{ base: 22, sm: 26 }} data-testid="grievance-reference">
              {grievance.reference}
            </Title>
            <Notice notice={notice.notice} onClose={notice.clear} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <GrievanceDetails grievance={grievance} />
              {grievance.answer === null ? (
                <AnswerForm
                  reference={grievance.reference}
                  onAnswered={(answered, said) => {
                    notice.success(said);
                    setState({ status: 'ok', data: answered });
                  }}
                />
              ) : (
                <Paper withBorder p="md" radius="md" component="section" aria-labelledby="grievance-answer" data-testid="grievance-answer">
                  <Title order={2} fz="lg" mb="xs" id="grievance-answer">
                    {t('admin.grievances.answer')}
                  </Title>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{grievance.answer}</Text>
                  <Text size="sm" c="dimmed" mt="sm">
                    {t('admin.grievances.answeredOn', { date: formatDateTime(grievance.answeredAt!), by: grievance.answeredBy ?? '—' })}
                  </Text>
                  <Text size="sm" mt="sm">
                    {t('admin.grievances.whereRead')}
                  </Text>
                  {grievance.email !== null && (
                    <Anchor href={answerMail(grievance.email, grievance.reference, grievance.answer)} size="sm" data-testid="grievance-mailto">
                      {t('admin.grievances.mailto')}
                    </Anchor>
                  )}
                </Paper>
              )}
            </SimpleGrid>
          </Stack>
        )}
      </LoadedView>
    </>
  );
}

/** An e-mail to the sender, the reference its subject and the answer its text, for the officer's own mail program. */
const answerMail = (email: string, reference: string, answer: string) => `mailto:${email}?subject=${encodeURIComponent(reference)}&body=${encodeURIComponent(answer)}`;

function GrievanceDetails({ grievance: g }: { grievance: AdminGrievance }) {
  const rows: [string, ReactNode][] = [
    [t('admin.grievances.due'), g.answer === null ? <DueBadge key="due" request={{ dueOn: g.answerBy }} today={istDay(Date.now())} /> : '—'],
    [t('admin.grievances.received'), formatDateTime(g.receivedAt)],
    [t('admin.grievances.kind'), t(grievanceKindLabel(g.kind))],
    [t('admin.grievances.name'), g.name],
    [t('admin.grievances.phone'), g.phone],
    [t('admin.grievances.email'), g.email ?? t('admin.grievances.noEmail')],
    [t('admin.grievances.serviceNumber'), g.serviceNumber ?? '—'],
    [t('admin.grievances.language'), LANGUAGES.find((l) => l.code === g.language)?.name ?? g.language],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="grievance-details">
      <Title order={2} fz="lg" mb="sm" id="grievance-details">
        {t('admin.grievances.details')}
      </Title>
      <DetailList rows={rows} />
      <Text size="xs" fw={600} c="dimmed">
        {t('admin.grievances.text')}
      </Text>
      {/* The visitor's own words: line breaks kept, a long word broken rather than the page widened. */}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="grievance-text">
        {g.text}
      </Text>
    </Paper>
  );
}

function AnswerForm({ reference, onAnswered }: { reference: string; onAnswered: (answered: AdminGrievance, said: string) => void }) {
  const [answer, setAnswer] = useState('');
  const { saving, error, save } = useSave(t('admin.grievances.answerFailed'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save(async () => {
      const answered = await answerGrievance(reference, { answer: answer.trim() });
      onAnswered(answered.grievance, await answerText(answered));
    });
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="grievance-answer">
      <Title order={2} fz="lg" mb="xs" id="grievance-answer">
        {t('admin.grievances.answer')}
      </Title>
      <Text size="sm" mb="xs">
        {t('admin.grievances.whereRead')}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('admin.grievances.answer')}
            description={t('admin.grievances.answerHint')}
            required
            autosize
            minRows={4}
            maxLength={4000}
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            error={error ? (error.fields.answer ?? error.message) : undefined}
          />
          <Group>
            <Button type="submit" disabled={saving}>
              {saving ? t('admin.saving') : t('admin.grievances.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
