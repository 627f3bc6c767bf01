import { Text } from '@mantine/core';
import { t } from '../../shared/i18n/t';

/**
 * Under a question the fix view asks again: "Reason:" and the desk's words at the page's reading
 * size, not a grey hint (a reader with basic literacy has to see why), then the answer sent before.
 */
export function FixNote({ reason, before }: { reason?: string; before?: string }) {
  return (
    <>
      {reason && (
        <Text component="span" display="block" size="sm" c="var(--mantine-color-text)" data-testid="fix-reason">
          <strong>{t('fix.reasonLead')}</strong> {reason}
        </Text>
      )}
      {before && (
        <Text component="span" display="block" size="sm" c="var(--mantine-color-text)" data-testid="fix-before">
          {before}
        </Text>
      )}
    </>
  );
}
