import { Text } from '@mantine/core';
import { SHOWN_DATA_KINDS } from '../../core/data-kinds';
import { DataKindTable } from '../../shared/data-kinds/data-kind-table';
import { t } from '../../shared/i18n/t';

/** The privacy policy's list of what is kept: every data kind a visitor is told of, then who handles it for us. */
export function DataKindTables() {
  return (
    <div data-testid="data-kinds">
      {SHOWN_DATA_KINDS.map((kind) => (
        <DataKindTable key={kind.key} kind={kind} />
      ))}
      <Text mb="sm">{t('data.processors')}</Text>
    </div>
  );
}
