import { Paper, Text } from '@mantine/core';
import type { GuidanceText } from '../catalog/types';
import { t } from '../shared/i18n/t';
import { DocumentList } from './guide-view';

/**
 * The documents list, collapsed above the form, so the visitor can check it while filling in: only
 * those of the visitor's case, as the answers so far say it.
 */
export function DocumentsSummary({ documents }: { documents: readonly GuidanceText[] }) {
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="details" data-testid="documents-summary">
      <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
        {t('guide.documentsSummary', { count: documents.length })}
      </Text>
      <Text component="div" mt="sm">
        <DocumentList documents={documents} />
      </Text>
    </Paper>
  );
}
