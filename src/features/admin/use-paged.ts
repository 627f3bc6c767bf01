import { useState } from 'react';
import { apiErrorText } from '../../shared/api/api-error-text';
import { t } from '../../shared/i18n/t';
import { LOAD_WORDING, useLoaded } from './use-loaded';

/** One page of a newest-first list, and where the next begins (null: this was the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A newest-first list read one page at a time: the first page loads when `key` (the filters) changes,
 * "Show more" appends the next. A failed "Show more" keeps what is shown and says so.
 */
export function usePaged<T>(key: string, loadPage: (cursor: string | null, signal?: AbortSignal) => Promise<Page<T>>) {
  const { state, reload, setState } = useLoaded(key, (signal) => loadPage(null, signal));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  async function more() {
    if (state.status !== 'ok' || !state.data.nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await loadPage(state.data.nextCursor);
      setState({ status: 'ok', data: { items: [...state.data.items, ...next.items], nextCursor: next.nextCursor } });
    } catch (err) {
      setMoreError(apiErrorText(err, t('admin.loadFailed'), LOAD_WORDING).message);
    } finally {
      setLoadingMore(false);
    }
  }

  return { state, reload, more, loadingMore, moreError };
}
