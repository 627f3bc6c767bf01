import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../shared/i18n/t';
import { LoadFailed } from '../../shared/ui/load-failed';
import type { LoadState } from './use-loaded';

/**
 * A view of loaded data in its three states: "Loading…" until the first answer (a slow connection
 * showed an empty page), what failed with a way to try again, or the data, and "None" where
 * `isEmpty` says there is nothing to show.
 */
export function LoadedView<T>({ state, onRetry, isEmpty, children }: { state: LoadState<T>; onRetry: () => void; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') {
    return (
      <Group gap="xs" py="md" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed" size="sm">
          {t('page.loading')}
        </Text>
      </Group>
    );
  }
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={onRetry} />;
  if (isEmpty?.(state.data)) return <Text c="dimmed">{t('admin.none')}</Text>;
  return children(state.data);
}
