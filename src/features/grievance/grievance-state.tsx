import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { GrievanceState } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { formatDate } from '../../shared/requests/format-date';

/** Where a complaint stands: open with the day it will be answered by, or the officer's answer and its day. */
export function GrievanceStateView({ state }: { state: GrievanceState }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Read out what was found, as the receipt is.
  useEffect(() => heading.current?.focus(), [state]);
  return (
    <Paper withBorder radius="md" p="md" role="status" data-testid="grievance-state">
      <Stack gap="xs">
        <Title order={3} fz="md" ref={heading} tabIndex={-1} data-testid="grievance-status">
          {state.status === 'open' ? t('grievance.stateOpen', { date: formatDate(state.answerBy) }) : t('grievance.stateAnswered', { date: formatDate(state.answeredOn!) })}
        </Title>
        <Text size="sm" c="dimmed">
          {state.reference} · {t('grievance.stateReceived', { date: formatDate(state.receivedOn) })}
        </Text>
        {/* The officer's words as plain text: line breaks kept, a long word broken rather than the page widened. */}
        {state.answer !== null && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="grievance-answer-text">
            {state.answer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
