import { useState } from 'react';

/** One page of a newest-first list, and where the next begins (null: this was the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * "Show more" under a newest-first list: appends the next page to `page` (through `setPage`). A
 * failed "Show more" keeps what is shown and says so, in the words of `failureText`.
 */
export function useMore<T>(page: Page<T> | null, setPage: (page: Page<T>) => void, loadPage: (cursor: string) => Promise<Page<T>>, failureText: (err: unknown) => string) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  async function more() {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await loadPage(page.nextCursor);
      setPage({ items: [...page.items, ...next.items], nextCursor: next.nextCursor });
    } catch (err) {
      setMoreError(failureText(err));
    } finally {
      setLoadingMore(false);
    }
  }

  return { hasMore: page?.nextCursor != null, more, loadingMore, moreError };
}
