// Sessions: an opaque random token in the httpOnly cookie `__session` (the only cookie Firebase
// Hosting forwards), stored only as its SHA-256. One cookie can carry a user and an admin token
// side by side ("u.<token>~a.<token>"), each checked against its own kind of session, and a device
// token of each kind (admin "d.<token>", user "ud.<token>", known-device.ts), which outlive signing out.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import type { Session, SessionKind } from '../store/types';
import { newToken, sha256 } from './tokens';

export const SESSION_COOKIE = '__session';
const PREFIX: Record<SessionKind, string> = { user: 'u', admin: 'a' };
/** Sliding idle expiry is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

type Tokens = Partial<Record<SessionKind | 'adminDevice' | 'userDevice', string>>;
const DEVICE: Record<SessionKind, { prefix: string; slot: 'adminDevice' | 'userDevice' }> = {
  admin: { prefix: 'd', slot: 'adminDevice' },
  user: { prefix: 'ud', slot: 'userDevice' },
};
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{65}$/;

function readTokens(c: Context): Tokens {
  const raw = getCookie(c, SESSION_COOKIE) ?? '';
  const tokens: Tokens = {};
  for (const part of raw.split('~')) {
    const [prefix, token] = part.split('.', 2);
    for (const { prefix: devicePrefix, slot } of Object.values(DEVICE)) {
      if (prefix === devicePrefix && token && DEVICE_TOKEN.test(token)) tokens[slot] = token;
    }
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) continue;
    if (prefix === PREFIX.user) tokens.user = token;
    if (prefix === PREFIX.admin) tokens.admin = token;
  }
  return tokens;
}

function isLocalHost(c: Context): boolean {
  const host = new URL(c.req.url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function writeTokens(c: Context, deps: AppDeps, tokens: Tokens): void {
  const parts = (['user', 'admin'] as const).filter((k) => tokens[k]).map((k) => `${PREFIX[k]}.${tokens[k]}`);
  for (const { prefix, slot } of Object.values(DEVICE)) if (tokens[slot]) parts.push(`${prefix}.${tokens[slot]}`);
  const secure = deps.config.secureCookies === 'auto' ? !isLocalHost(c) : deps.config.secureCookies;
  const maxAgeMs = Math.max(deps.config.session.userAbsoluteMs, deps.config.session.adminAbsoluteMs);
  setCookie(c, SESSION_COOKIE, parts.join('~'), {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: '/',
    maxAge: parts.length ? Math.floor(maxAgeMs / 1000) : 0,
  });
}

function limits(deps: AppDeps, kind: SessionKind): { idle: number; absolute: number } {
  const s = deps.config.session;
  return kind === 'user' ? { idle: s.userIdleMs, absolute: s.userAbsoluteMs } : { idle: s.adminIdleMs, absolute: s.adminAbsoluteMs };
}

/** `device`: a device token of the same kind to set with the session (known-device.ts). */
export async function startSession(c: Context, deps: AppDeps, kind: SessionKind, subjectId: string, device?: string | null): Promise<void> {
  const tokens = readTokens(c);
  if (device) tokens[DEVICE[kind].slot] = device;
  // A new sign-in replaces, and ends, any earlier session of the same kind in this browser.
  const previous = tokens[kind];
  if (previous) await deps.store.sessions.delete(sha256(previous));
  const token = newToken();
  const now = deps.config.now();
  await deps.store.sessions.create({
    tokenHash: sha256(token),
    kind,
    subjectId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + limits(deps, kind).absolute,
  });
  // An account is kept 3 years from its last sign-in (docs/decisions.md, "Consent and retention").
  if (kind === 'user') await deps.store.users.signedIn(subjectId, now);
  tokens[kind] = token;
  writeTokens(c, deps, tokens);
}

export async function endSession(c: Context, deps: AppDeps, kind: SessionKind): Promise<void> {
  const tokens = readTokens(c);
  const token = tokens[kind];
  if (token) await deps.store.sessions.delete(sha256(token));
  delete tokens[kind];
  writeTokens(c, deps, tokens);
}

/** The live session of this kind, or null (expired ones are deleted on sight). */
export async function currentSession(c: Context, deps: AppDeps, kind: SessionKind): Promise<Session | null> {
  const token = readTokens(c)[kind];
  if (!token) return null;
  const hash = sha256(token);
  const session = await deps.store.sessions.get(hash);
  if (!session || session.kind !== kind) return null;
  const now = deps.config.now();
  if (now >= session.expiresAt || now - session.lastSeenAt >= limits(deps, kind).idle) {
    await deps.store.sessions.delete(hash);
    return null;
  }
  if (now - session.lastSeenAt >= TOUCH_EVERY_MS) await deps.store.sessions.touch(hash, now);
  return session;
}

/** The device token of this kind this browser carries, if any (checked by known-device.ts). */
export function readDeviceToken(c: Context, kind: SessionKind): string | null {
  return readTokens(c)[DEVICE[kind].slot] ?? null;
}
