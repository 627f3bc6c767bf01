// One case of a store contract: a fresh store from `open` for each case, closed after it whatever
// happens. A case that hits a documented gap of the backend under test is skipped with its reason,
// not weakened.
import { it } from 'vitest';
import type { Store } from '../../../src/server/store/types';

export type StoreCase = (title: string, fn: (store: Store) => Promise<void>) => void;

export function storeCase(open: () => Promise<Store>, gaps: Record<string, string> = {}): StoreCase {
  return (title, fn) => {
    const run = async () => {
      const store = await open();
      try {
        await fn(store);
      } finally {
        await store.close();
      }
    };
    if (gaps[title]) it.skip(`${title} (skipped: ${gaps[title]})`, run);
    else it(title, run);
  };
}
