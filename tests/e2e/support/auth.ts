// Helpers for the account tests: unique numbers, test accounts made through the API, the OTP texts
// the local server writes to its outbox, and lifting the per-network allowances between runs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext } from '@playwright/test';

// playwright.config.ts starts the server with DATA_DIR=.data/e2e.
const dataDir = path.resolve('.data/e2e');

let serial = 0;
/**
 * A mobile number no earlier run used: the e2e data folder persists between runs. The lead digit
 * keeps tests apart that start within the same millisecond.
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

/** Creates the account through the API (a separate request context: the page stays signed out). */
export async function createAccount(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
}

/** A fixed account: created on the first run, reused afterwards (its password never changes). */
export async function ensureAccount(request: APIRequestContext, account: Account): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { phone: account.phone, password: account.password } });
  if (login.ok()) return;
  await createAccount(request, account);
}

/** How many texts went to this number so far (+91 form). */
export function textsTo(phone: string): string[] {
  const file = path.join(dataDir, 'outbox.jsonl');
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
 * Every test run comes from 127.0.0.1, and the server caps signups and OTP texts per address per
 * hour. Repeated local runs would hit those caps, so the run starts by clearing the per-address
 * counters in the throwaway e2e store (never the per-account ones the tests look at).
 */
export function liftNetworkAllowances(): void {
  const file = path.join(dataDir, 'portal.sqlite');
  if (!existsSync(file)) return;
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("DELETE FROM counters WHERE key LIKE 'signup:ip:%' OR key LIKE 'otp:ip:%' OR key LIKE 'login:ip:%'").run();
  } finally {
    db.close();
  }
}
