// Meta signs every webhook notification: X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256
// of the raw body under the app's secret. Both comparisons here take the same time however much of
// the guess is right, so a caller cannot find the secret, or the verify token, a byte at a time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'missing' | 'invalid';

export function checkSignature(appSecret: string, rawBody: Uint8Array, header: string | undefined): SignatureCheck {
  if (!header) return 'missing';
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return 'invalid';
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex')) ? 'valid' : 'invalid';
}

/** Equal texts, compared in constant time (their hashes, so their lengths do not show either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
