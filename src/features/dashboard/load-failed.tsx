import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';
import { ErrorAlert } from '../../shared/ui/error-alert';

/** In place of a list that could not be loaded: what happened, and a way to try again. */
export function LoadFailed({ message }: { message: string }) {
  const router = useRouter();
  return (
    <ErrorAlert
      data-testid="load-failed"
      action={
        <Button size="xs" variant="outline" color="red.9" onClick={() => void router.invalidate()}>
          {t('dash.retry')}
        </Button>
      }
    >
      {message}
    </ErrorAlert>
  );
}
