import { Alert, Button, Text } from '@mantine/core';
import { t } from '../../shared/i18n/t';

/** In place of a list that could not be loaded: what happened, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" data-testid="load-failed">
      <Text size="sm" c="red.9" fw={500} mb="xs">
        {message}
      </Text>
      <Button size="xs" variant="outline" color="red.9" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </Alert>
  );
}
