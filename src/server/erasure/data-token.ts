// The data token: what a `data_access` code, once entered, gives the browser that entered it, so
// that for 10 minutes it may download and erase what is kept of that number from /track. Kept as a
// verified code record under the token's hash (the purge deletes it once expired), so it is alike on
// both stores and binds the token to the one phone.
import { newToken, sha256 } from '../auth/tokens';
import type { Store } from '../store/types';

export const DATA_TOKEN_MS = 10 * 60_000;

export async function issueDataToken(store: Store, phone: string, now: number): Promise<string> {
  const token = newToken();
  await store.otps.put({
    id: sha256(token),
    phone,
    purpose: 'data_access',
    codeHash: null,
    sentAt: now,
    expiresAt: now + DATA_TOKEN_MS,
    tries: 0,
    verifiedAt: now,
    resetTokenHash: null,
  });
  return token;
}

/** Whether `token` is a live data token of `phone`. */
export async function holdsDataToken(store: Store, phone: string, token: string, now: number): Promise<boolean> {
  const record = await store.otps.get(sha256(token));
  return record !== null && record.purpose === 'data_access' && record.codeHash === null && record.phone === phone && record.expiresAt > now;
}

/** Whether the store keeps anything under the number: a `data_access` code goes only to such a number. */
export async function holdsData(store: Store, phone: string): Promise<boolean> {
  if (await store.users.byPhone(phone)) return true;
  return (await store.requests.search({ phone }, { limit: 1, cursor: null })).items.length > 0;
}
