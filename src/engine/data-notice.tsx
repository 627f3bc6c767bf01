import { Box, Paper, Text } from '@mantine/core';
import { NOTICE_DATA_KINDS } from '../core/data-kinds';
import { DataKindTable } from '../shared/data-kinds/data-kind-table';
import { t } from '../shared/i18n/t';

/**
 * What sending this form keeps, under the start view and the form: one line, and behind "What we keep and why" an
 * item per data kind the form's sending keeps, from the one list the privacy policy reads too. The
 * WhatsApp item says this form's answers travel in its message (naming each question took the
 * largest Telugu page past the HTML of one round trip). A partner page's form sends nothing anywhere:
 * its notice says so, and only so.
 */
export function DataNotice({ partner }: { partner: boolean }) {
  if (partner) {
    return (
      <Paper withBorder p="md" radius="md" mt="lg" data-testid="data-notice">
        <Text size="sm">{t('notice.partner')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" mt="lg" data-testid="data-notice">
      <Text size="sm" mb={4}>
        {t('notice.short')}
      </Text>
      <details>
        <summary>
          <Text component="span" size="sm" fw={600} c="blue.8">
            {t('notice.more')}
          </Text>
        </summary>
        <Box mt="xs">
          {NOTICE_DATA_KINDS.map((kind) => (
            <DataKindTable key={kind.key} kind={kind} extra={kind.key === 'whatsapp' ? t('notice.answers') : undefined} />
          ))}
          <Text size="sm">{t('data.processors')}</Text>
        </Box>
      </details>
    </Paper>
  );
}
