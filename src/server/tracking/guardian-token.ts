// The guardian's consent token: what a guardian's code, once entered, gives the browser that entered
// it, so that the request it names can be recorded with that consent. Kept as a verified code record
// under the hash of the service number and the token, so it is alike on both stores and binds the
// token to one request's number and the guardian's phone; used once, when the request is recorded.
import { newToken, sha256 } from '../auth/tokens';
import type { Store } from '../store/types';

/** Long enough for a record that waited in the browser's queue while the phone was offline. */
export const GUARDIAN_TOKEN_MS = 24 * 3600_000;

const tokenId = (serviceNumber: string, token: string) => sha256(`guardian:${serviceNumber}:${token}`);

export async function issueGuardianToken(store: Store, serviceNumber: string, guardianPhone: string, now: number): Promise<string> {
  const token = newToken();
  await store.otps.put({
    id: tokenId(serviceNumber, token),
    phone: guardianPhone,
    purpose: 'guardian',
    codeHash: null,
    sentAt: now,
    expiresAt: now + GUARDIAN_TOKEN_MS,
    tries: 0,
    verifiedAt: now,
    resetTokenHash: null,
  });
  return token;
}

/** Spends a live token of this request's number and this guardian's phone; whether there was one. */
export async function spendGuardianToken(store: Store, serviceNumber: string, guardianPhone: string, token: string, now: number): Promise<boolean> {
  const id = tokenId(serviceNumber, token);
  const record = await store.otps.get(id);
  if (!record || record.purpose !== 'guardian' || record.codeHash !== null || record.phone !== guardianPhone || record.expiresAt <= now) return false;
  await store.otps.delete(id);
  return true;
}
