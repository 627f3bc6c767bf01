import { Badge } from '@mantine/core';
import { t } from '../i18n/t';
import { statusBadge } from './status-badge';

export function StatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status);
  return (
    <Badge color={badge.color} variant="filled" autoContrast style={{ flexShrink: 0, overflow: 'visible' }} data-testid="request-status">
      {t(badge.label)}
    </Badge>
  );
}
