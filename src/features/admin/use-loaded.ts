import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, lostConnection } from '../../shared/api/client';
import { t } from '../../shared/i18n/t';

export type LoadState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'failed'; message: string };

/** What a failed load says: no connection, or that the list could not be loaded (never an empty list). */
export function loadFailureText(err: unknown): string {
  if (lostConnection(err)) return t('api.offline');
  if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 404) return err.message;
  return t('admin.loadFailed');
}

/**
 * Loads data for a view when `key` changes (e.g. the filters) and again on `reload()` after a save.
 * A reload keeps showing the last data until the new answer arrives; a stale answer is dropped.
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setState({ status: 'ok', data }),
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: loadFailureText(err) });
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload, setState };
}
