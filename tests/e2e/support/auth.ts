// Helpers for the account tests: unique numbers, test accounts made through the API, the OTP texts
// the local server writes to its outbox.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { accountNoticeVersion } from '../../../src/shared/data-kinds/notice-version';

// playwright.config.ts starts the server with DATA_DIR=.data/e2e.
const dataDir = path.resolve('.data/e2e');

let serial = 0;
/**
 * A mobile number no other test of this run uses. The lead digit keeps tests apart that start within
 * the same millisecond.
 */
export function uniquePhone(lead: '6' | '7' | '8' | '9'): string {
  serial += 1;
  return `${lead}${String(Date.now()).slice(-6)}${String(serial % 10)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

export interface Account {
  name: string;
  phone: string;
  password: string;
}

/** A sign-up as the page sends it, agreeing to the account's notice as it is now (`noticeVersion` another one to be asked again). */
export function signupBody(account: Account, noticeVersion = accountNoticeVersion()) {
  return { ...account, consents: ['account'], noticeVersion };
}

/** Creates the account through the API (a separate request context: the page stays signed out). */
export async function createAccount(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/signup', { data: signupBody(account) });
  expect(response.status(), await response.text()).toBe(201);
}

/** A fixed account: created on the first run, reused afterwards (its password never changes). */
export async function ensureAccount(request: APIRequestContext, account: Account): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { phone: account.phone, password: account.password } });
  if (login.ok()) return;
  // Tests run in parallel: another may have created the account between our login and signup.
  const signup = await request.post('/api/auth/signup', { data: signupBody(account) });
  expect([201, 409], await signup.text()).toContain(signup.status());
}

/** The texts that went to this number so far (+91 form), from the outbox of the suite's server or of the server in `serverDir`. */
export function textsTo(phone: string, serverDir = dataDir): string[] {
  const file = path.join(serverDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === `+91${phone}`)
    .map((m) => m.text);
}

/** The code of the text number `index` (0-based) to this phone, waiting for it to arrive. */
export async function otpCode(phone: string, index: number): Promise<string> {
  await expect.poll(() => textsTo(phone).length, { message: `text ${index + 1} to ${phone}` }).toBeGreaterThan(index);
  const code = /\b(\d{6})\b/.exec(textsTo(phone)[index]!)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${textsTo(phone)[index]}`);
  return code;
}

/**
 * Signs the number up and proves it with a password reset (the code from the outbox), keeping the
 * password, as its holder would: only a proven number gets texts other than codes.
 */
export async function proveNumber(request: APIRequestContext, account: Account): Promise<void> {
  await createAccount(request, account);
  const before = textsTo(account.phone).length;
  const sent = await request.post('/api/auth/otp/send', { data: { phone: account.phone, purpose: 'password_reset' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { challenge } = (await sent.json()) as { challenge: string };
  const verified = await request.post('/api/auth/otp/verify', { data: { phone: account.phone, code: await otpCode(account.phone, before), challenge } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { resetToken } = (await verified.json()) as { resetToken: string };
  const reset = await request.post('/api/auth/password/reset', { data: { phone: account.phone, resetToken, password: account.password } });
  expect(reset.status(), await reset.text()).toBe(200);
}
