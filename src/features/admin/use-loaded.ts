import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText, type ErrorWording } from '../../shared/api/api-error-text';
import { t } from '../../shared/i18n/t';

export type LoadState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'failed'; message: string };

// A failed load says no connection, the server's refusal (its throttle's too), or that the list
// could not be loaded (a 404 included): never an empty list.
export const LOAD_WORDING: ErrorWording = { tooMany: 'server', notFound: 'fallback' };

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
        if (!controller.signal.aborted) setState({ status: 'failed', message: apiErrorText(err, t('admin.loadFailed'), LOAD_WORDING).message });
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload, setState };
}
