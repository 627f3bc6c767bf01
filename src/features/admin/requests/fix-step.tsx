import { List, Text } from '@mantine/core';
import type { AdminRequestStep } from '../../../shared/api/answers';
import { t } from '../../../shared/i18n/t';
import { flagText, useFieldLabel } from './fix-labels';

/** A timeline step's part of a return for correction: its round and flags, or the correction sent. */
export function FixStep({ entryId, fix, status }: { entryId: string; fix: NonNullable<AdminRequestStep['fix']>; status: AdminRequestStep['status'] }) {
  const fieldLabel = useFieldLabel(entryId);
  if (status !== 'needs_fix') {
    return (
      <Text size="sm" data-testid="step-fix">
        {t('admin.requests.fixSent', { round: fix.round })}
      </Text>
    );
  }
  return (
    <div data-testid="step-fix">
      <Text size="sm">{t('admin.requests.fixRound', { round: fix.round })}</Text>
      <List size="sm" spacing={2}>
        {fix.flags?.map((flag) => {
          const { what, why } = flagText(flag, fieldLabel);
          return (
            <List.Item key={what}>
              {what}: {why}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
