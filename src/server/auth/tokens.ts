// Random tokens and the one-way hashes under which they are stored.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six digits from the OS CSPRNG, leading zeros kept. */
export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are hashed with the phone (and a pepper if configured) so equal codes differ at rest. */
export function hashOtp(phone: string, code: string, pepper: string): string {
  const data = `${phone}:${code}`;
  return pepper ? createHmac('sha256', pepper).update(data).digest('hex') : sha256(data);
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
