import { apiErrorText } from '../../shared/api/api-error-text';
import { t } from '../../shared/i18n/t';
import { useMore, type Page } from '../../shared/paging/use-more';
import { LOAD_WORDING, useLoaded } from './use-loaded';

/**
 * A newest-first list of the console read one page at a time: the first page loads when `key` (the
 * filters) changes, "Show more" appends the next.
 */
export function usePaged<T>(key: string, loadPage: (cursor: string | null, signal?: AbortSignal) => Promise<Page<T>>) {
  const { state, reload, setState } = useLoaded(key, (signal) => loadPage(null, signal));
  const paging = useMore(
    state.status === 'ok' ? state.data : null,
    (data) => setState({ status: 'ok', data }),
    (cursor) => loadPage(cursor),
    (err) => apiErrorText(err, t('admin.loadFailed'), LOAD_WORDING).message,
  );
  return { state, reload, ...paging };
}
