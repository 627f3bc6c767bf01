import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { site } from '../../catalog/client';
import type { GrievanceFiled } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { formatDate } from '../../shared/requests/format-date';

/** What the visitor keeps of a complaint sent: its reference, the day it will be answered by, where to read the answer, and whom to write to. */
export function GrievanceReceipt({ filed, onAnother }: { filed: GrievanceFiled; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  const officer = site.grievanceOfficer;
  return (
    // A plain box, not a tinted alert: its link and button keep their contrast on white.
    <Paper withBorder radius="md" className="p-md-lg" role="status" data-testid="grievance-filed">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <CheckCircle2 size={22} aria-hidden="true" color="var(--mantine-color-teal-9)" style={{ flexShrink: 0 }} />
          <Title order={2} fz="lg" ref={heading} tabIndex={-1}>
            {t('grievance.filed')}
          </Title>
        </Group>
        <Text size="sm">
          {t('grievance.reference')}:{' '}
          <Text component="strong" fw={700} ff="monospace" data-testid="grievance-reference">
            {filed.reference}
          </Text>
        </Text>
        <Text size="sm" data-testid="grievance-answer-by">
          {t('grievance.answerBy', { date: formatDate(filed.answerBy) })}
        </Text>
        <Text size="sm" data-testid="grievance-come-back">
          {t('grievance.comeBack')}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('grievance.quote')} {officer && <Anchor href={`mailto:${officer.email}`}>{officer.email}</Anchor>}
        </Text>
        <Button variant="default" size="sm" onClick={onAnother} style={{ alignSelf: 'flex-start' }}>
          {t('grievance.another')}
        </Button>
      </Stack>
    </Paper>
  );
}
