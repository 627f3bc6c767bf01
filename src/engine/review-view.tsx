import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { applying, guidanceTextOf, listedAnswers } from '../catalog/conditions';
import type { Answer, CompiledEntry, CompiledForm, GuidanceText } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { todayIso } from './fee-lines';
import { CaseFees } from './fees-view';
import { DocumentList } from './guide-view';
import { shownAnswer } from './whatsapp-message';

interface Props {
  entry: CompiledEntry & { form: CompiledForm };
  values: Record<string, Answer>;
  /** Back to the form, with the focus on this field. */
  onChange: (name: string) => void;
  children: ReactNode;
}

/**
 * "Check your answers" (the GOV.UK pattern): every answer the WhatsApp text will carry, as the desk
 * will read it (`listedAnswers`), a Change button for each, the documents and official fees of the visitor's case; the send button and what
 * happens next come in `children`.
 */
export function ReviewView({ entry, values, onChange, children }: Props) {
  const { form } = entry;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const answers = listedAnswers(entry.source.fields ?? [], form.conditions, values);
  const documents: GuidanceText[] = applying(entry.source.guide?.documents ?? entry.source.info?.documents ?? [], values, todayIso());

  return (
    <Stack gap="md" data-testid="review">
      <Title order={3} fz="lg" tabIndex={-1} ref={heading}>
        {t('review.title')}
      </Title>
      <Text size="sm">{t('review.text')}</Text>
      <Box component="dl" m={0}>
        {answers.map(({ field, value }) => {
          const label = tx(field.label);
          const answer = shownAnswer(entry.message, field.name, value);
          return (
            <Box key={field.name} py="xs" style={ROW} data-testid={`review-${field.name}`}>
              <Text component="dt" size="sm" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {answer}
              </Text>
              <Box component="dd" m={0} style={CHANGE}>
                <Button variant="subtle" size="compact-sm" onClick={() => onChange(field.name)} aria-label={t('review.changeField', { label })}>
                  {t('review.change')}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
      {documents.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t('review.documents')}</Text>
          <DocumentList documents={documents.map(guidanceTextOf)} />
        </Stack>
      )}
      <CaseFees entry={entry} values={values} />
      <Stack gap="sm">{children}</Stack>
    </Stack>
  );
}

// A row: the question over its answer, the Change button beside both; rows ruled off like a table.
const ROW = { display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 8, borderBottom: '1px solid var(--mantine-color-gray-3)' } as const;
const CHANGE = { gridColumn: 2, gridRow: '1 / span 2', alignSelf: 'center' } as const;
