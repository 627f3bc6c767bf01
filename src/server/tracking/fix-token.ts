// The token of a fix link (`<route>#fix=<token>`): base64url of the JSON payload { sn, round, exp },
// a dot, and the base64url HMAC-SHA256 of that first part under FIX_LINK_SECRET. It names the
// request and the round it was made for; whether that round is still open is the store's to say.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface FixTokenPayload {
  /** The request's service number. */
  sn: string;
  round: number;
  /** Epoch milliseconds after which the link no longer opens. */
  exp: number;
}

export const FIX_LINK_DAYS = 14;

const mac = (part: string, secret: string) => createHmac('sha256', secret).update(part).digest('base64url');

export function makeFixToken(payload: FixTokenPayload, secret: string): string {
  const part = Buffer.from(JSON.stringify({ sn: payload.sn, round: payload.round, exp: payload.exp })).toString('base64url');
  return `${part}.${mac(part, secret)}`;
}

/** Why a token does not open: not one we signed (or not a token at all), or past its time. */
export type FixTokenProblem = 'invalid' | 'expired';

export function readFixToken(token: string, secret: string, now: number): FixTokenPayload | FixTokenProblem {
  const [part, signature, ...rest] = token.split('.');
  if (!part || !signature || rest.length > 0) return 'invalid';
  const expected = Buffer.from(mac(part, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const { sn, round, exp } = (payload ?? {}) as Partial<FixTokenPayload>;
  if (typeof sn !== 'string' || !Number.isInteger(round) || typeof exp !== 'number') return 'invalid';
  return now > exp ? 'expired' : { sn, round: round!, exp };
}
