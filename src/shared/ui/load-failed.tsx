import { Button } from '@mantine/core';
import { t } from '../i18n/t';
import { ErrorAlert } from './error-alert';

/** In place of a list that could not be loaded: what happened, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorAlert
      data-testid="load-failed"
      action={
        <Button size="xs" variant="outline" color="red.9" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      }
    >
      {message}
    </ErrorAlert>
  );
}
