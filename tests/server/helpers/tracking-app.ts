// A test app whose request checks use the repository's real catalogue, as `npm start` does.
import type { DaySpan } from '../../../src/catalog/due-at';
import { normalizePhone } from '../../../src/core/phone';
import type { ServerConfig } from '../../../src/server/config';
import { loadCatalogSeed } from '../../../src/server/services/load-catalog-seed';
import type { FixReasonFits, FixReasons, SeedEntry } from '../../../src/server/services/catalog-seed';
import { entriesById } from '../../../src/server/tracking/tracking-config';
import { makeTestApp, type Client, type TestApp } from './test-app';

let entries: ReadonlyMap<string, SeedEntry> | null = null;
let holidays: ReadonlySet<string> = new Set();
let fixReasons: FixReasons | null = null;
let fixReasonFits: FixReasonFits | null = null;
let deskTime: DaySpan | null = null;

export async function makeTrackingApp(options: Parameters<typeof makeTestApp>[0] = {}): Promise<TestApp> {
  if (!entries) {
    const { seed, problems } = await loadCatalogSeed();
    if (!seed) throw new Error(`catalogue: ${problems.join('; ')}`);
    entries = entriesById(seed.entries);
    holidays = new Set(seed.holidays);
    fixReasons = seed.fixReasons;
    fixReasonFits = seed.fixReasonFits;
    deskTime = seed.deskTime;
  }
  const loaded = entries;
  const days = holidays;
  const reasons = fixReasons;
  const fits = fixReasonFits;
  const desk = deskTime;
  return makeTestApp({
    ...options,
    tweak: (config) => {
      config.tracking.entries = loaded;
      config.tracking.holidays = days;
      config.tracking.fixReasons = reasons;
      config.tracking.fixReasonFits = fits;
      config.tracking.deskTime = desk;
      config.fixLinkSecret = 'a-test-key-that-signs-fix-links-0123456789';
      options.tweak?.(config);
    },
  });
}

/** A tweak for `makeTrackingApp`: one entry of the real catalogue with other fees or times (what its case reads). */
export function withCaseSource(entryId: string, change: Partial<SeedEntry['caseSource']>) {
  return (config: ServerConfig): void => {
    const all = config.tracking.entries!;
    const entry = all.get(entryId)!;
    config.tracking.entries = new Map([...all, [entryId, { ...entry, caseSource: { ...entry.caseSource, ...change } }]]);
  };
}

/** Signs up a new user in a fresh client (its own cookie jar). */
export async function signedUpUser(t: TestApp, phone: string, ip?: string): Promise<Client> {
  const c = t.client(ip);
  const res = await c.req('POST', '/api/auth/signup', { name: 'Test User', phone, password: 'Kadapa#Fort2026', consents: ['account'] });
  if (res.status !== 201) throw new Error(`signup ${res.status} ${JSON.stringify(res.body)}`);
  return c;
}

/** Proves the user's phone with an OTP sign-in, as the owner of the number would. */
export async function verifyPhone(t: TestApp, phone: string): Promise<Client> {
  const c = t.client();
  const sent = await c.req('POST', '/api/auth/otp/send', { phone, purpose: 'login' });
  if (sent.status !== 200) throw new Error(`otp send ${sent.status} ${JSON.stringify(sent.body)}`);
  const verified = await c.req('POST', '/api/auth/otp/verify', { phone, code: t.lastCode(phone), challenge: sent.body.challenge });
  if (verified.status !== 200) throw new Error(`otp verify ${verified.status} ${JSON.stringify(verified.body)}`);
  return c;
}

/**
 * Signs `phone` up and proves it with a password reset, as the holder of the number would, keeping
 * `password`; returns a client signed in with it. Costs the number two texts: the code and the notice.
 */
export async function provenUser(t: TestApp, phone: string, password = 'Kadapa#Fort2026'): Promise<Client> {
  await signedUpUser(t, phone);
  const c = t.client();
  const sent = await c.req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' });
  if (sent.status !== 200) throw new Error(`otp send ${sent.status} ${JSON.stringify(sent.body)}`);
  const normalised = normalizePhone(phone);
  const code = normalised.ok ? t.lastCode(normalised.phone) : null;
  const verified = await c.req('POST', '/api/auth/otp/verify', { phone, code, challenge: sent.body.challenge });
  if (verified.status !== 200) throw new Error(`otp verify ${verified.status} ${JSON.stringify(verified.body)}`);
  const reset = await c.req('POST', '/api/auth/password/reset', { phone, resetToken: verified.body.resetToken, password });
  if (reset.status !== 200) throw new Error(`reset ${reset.status} ${JSON.stringify(reset.body)}`);
  const login = await c.req('POST', '/api/auth/login', { phone, password });
  if (login.status !== 200) throw new Error(`login ${login.status} ${JSON.stringify(login.body)}`);
  return c;
}

/** A recorded request's consents with the status texts ticked, as a visitor who wants them sends (src/core/consents.ts). */
export const WITH_TEXTS = { consents: ['request', 'statusTexts'], noticeVersion: '0123456789abcdef' } as const;
