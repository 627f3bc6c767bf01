import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { apiErrorText } from '../../shared/api/api-error-text';
import { t } from '../../shared/i18n/t';

export type NoticeState = { tone: 'success' | 'warning' | 'error'; text: string } | null;

/**
 * The page's notification after a save: the server's success text, a success the desk should look
 * at twice (a warning), or what went wrong (never an alert box).
 */
export function Notice({ notice, onClose }: { notice: NoticeState; onClose: () => void }) {
  if (!notice) return null;
  const error = notice.tone === 'error';
  return (
    <Alert color={error ? 'red' : notice.tone === 'warning' ? 'yellow' : 'green'} role={error ? 'alert' : 'status'} mb="md" data-testid="admin-notice" data-tone={notice.tone}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* Black text: the tone's own dark shade falls below 4.5:1 on the alert's tinted background. */}
        <Text size="sm" c="black" fw={500}>
          {notice.text}
        </Text>
        <CloseButton size="sm" aria-label={t('admin.close')} onClick={onClose} />
      </Group>
    </Alert>
  );
}

/** A notice and the two ways to set it: after a save, or from a failed call with the action's own failure text. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeState>(null);
  return {
    notice,
    clear: () => setNotice(null),
    success: (text: string) => setNotice({ tone: 'success', text }),
    warning: (text: string) => setNotice({ tone: 'warning', text }),
    failure: (err: unknown, fallback: string) => setNotice({ tone: 'error', text: apiErrorText(err, fallback).message }),
  };
}
