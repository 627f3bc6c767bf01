// The token of a fix link (`<route>#fix=<token>`): base64url of the JSON payload { id, sn, round, exp },
// a dot, and the base64url HMAC-SHA256 of that first part under FIX_LINK_SECRET. It names the one
// request (by its id: two requests may share a service number) and the round it was made for;
// whether that round is still open is the store's to say.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface FixTokenPayload {
  /** The request's id (a hash of its number and phone, so the token carries no phone). */
  id: string;
  /** The request's service number. */
  sn: string;
  round: number;
  /** Epoch milliseconds after which the link no longer opens. */
  exp: number;
}

/** What a signed token says: one made before the id was signed in has none (`namedRequest` in request-fix.ts says until when). */
export type ReadFixToken = Omit<FixTokenPayload, 'id'> & { id?: string };

export const FIX_LINK_DAYS = 14;

const mac = (part: string, secret: string) => createHmac('sha256', secret).update(part).digest('base64url');

export function makeFixToken(payload: FixTokenPayload, secret: string): string {
  const { id, sn, round, exp } = payload;
  const part = Buffer.from(JSON.stringify({ id, sn, round, exp })).toString('base64url');
  return `${part}.${mac(part, secret)}`;
}

/** Why a token does not open: not one we signed (or not a token at all), or past its time. */
export type FixTokenProblem = 'invalid' | 'expired';

export function readFixToken(token: string, secret: string, now: number): ReadFixToken | FixTokenProblem {
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
  const { id, sn, round, exp } = (payload ?? {}) as Partial<Record<keyof FixTokenPayload, unknown>>;
  if (typeof sn !== 'string' || !Number.isInteger(round) || typeof exp !== 'number') return 'invalid';
  if (id !== undefined && (typeof id !== 'string' || id === '')) return 'invalid';
  if (now > exp) return 'expired';
  return id === undefined ? { sn, round: round as number, exp } : { id, sn, round: round as number, exp };
}
