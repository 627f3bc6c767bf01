import { Badge } from '@mantine/core';
import { t } from '../i18n/t';
import { statusBadge, type StatusReader } from './status-badge';

// Never wider than the line it is on: a long status (Telugu "మీ WhatsApp సందేశం కోసం …" on a 360 px
// phone) wraps inside the badge instead of running past the card's edge. In the words' own case:
// Mantine's capitals made "WHATSAPP" of a Telugu status and shout the English ones.
const WRAPPING = {
  root: { textTransform: 'none', flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, whiteSpace: 'normal' },
  label: { overflow: 'visible', textOverflow: 'clip', lineHeight: 1.4 },
} as const;

export function StatusBadge({ status, reader = 'visitor' }: { status: string; reader?: StatusReader }) {
  const badge = statusBadge(status, reader);
  return (
    <Badge color={badge.color} variant="filled" autoContrast styles={WRAPPING} data-testid="request-status">
      {t(badge.label)}
    </Badge>
  );
}
