// The requests that are a person's: those sent with their number and, signed in, those of their
// account. What the download lists and what an erasure deletes.
import type { ServiceRequest } from '../store/tracking-types';
import type { Store } from '../store/types';

const PAGE = 100;

async function allPages(page: (cursor: string | null) => Promise<{ items: ServiceRequest[]; next: string | null }>): Promise<ServiceRequest[]> {
  const all: ServiceRequest[] = [];
  let cursor: string | null = null;
  do {
    const got = await page(cursor);
    all.push(...got.items);
    cursor = got.next;
  } while (cursor);
  return all;
}

/** Newest first, each once: the requests of `phone` (when given) and of the account `userId` (when given). */
export async function heldRequests(store: Store, of: { phone?: string | null; userId?: string | null }): Promise<ServiceRequest[]> {
  const byPhone = of.phone ? await allPages((cursor) => store.requests.search({ phone: of.phone! }, { limit: PAGE, cursor })) : [];
  const byAccount = of.userId ? await allPages((cursor) => store.requests.listForUser(of.userId!, { limit: PAGE, cursor })) : [];
  const seen = new Map([...byPhone, ...byAccount].map((r) => [r.id, r]));
  return [...seen.values()].sort((a, b) => b.createdAt - a.createdAt);
}
