import type { CSSProperties } from 'react';
import { t } from '../shared/i18n/t';

// The question's own size and colour, inside the input's description (small and grey by default).
const AT_READING_SIZE: CSSProperties = { display: 'block', fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-text)' };

/**
 * Under a question the fix view asks again: "Reason:" and the desk's words at the page's reading
 * size, not a grey hint (a reader with basic literacy has to see why), then the answer sent before.
 */
export function FixNote({ reason, before }: { reason?: string; before?: string }) {
  return (
    <>
      {reason && (
        <span style={AT_READING_SIZE} data-testid="fix-reason">
          <strong>{t('fix.reasonLead')}</strong> {reason}
        </span>
      )}
      {before && (
        <span style={AT_READING_SIZE} data-testid="fix-before">
          {before}
        </span>
      )}
    </>
  );
}
