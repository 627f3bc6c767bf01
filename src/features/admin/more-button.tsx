import { Button, Group, Text } from '@mantine/core';
import { t } from '../../shared/i18n/t';

/** "Show more" under a paged list, and what went wrong if the next page did not come. */
export function MoreButton({ hasMore, loading, error, onMore }: { hasMore: boolean; loading: boolean; error: string | null; onMore: () => void }) {
  if (!hasMore) return null;
  return (
    <Group justify="center" mt="md" gap="xs" wrap="wrap">
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
      <Button variant="default" onClick={onMore} disabled={loading}>
        {loading ? t('admin.loadingMore') : t('admin.more')}
      </Button>
    </Group>
  );
}
