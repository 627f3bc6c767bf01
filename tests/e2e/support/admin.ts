// An admin for the e2e tests, made with the same command an operator runs (npm run admin:create)
// against the running server's data folder, then signed in through the API.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { AdminRole } from '../../../src/server/store/types';
import { E2E_BCRYPT_COST } from '../../../scripts/playwright-base';

export interface AdminLogin {
  username: string;
  password: string;
}

/**
 * A fresh admin per call (creating an existing one again would sign its sessions out). A moderator
 * unless `role` says otherwise; `dataDir` is the data folder of the server the test talks to.
 */
export function newAdmin(role: AdminRole = 'moderator', dataDir = '.data/e2e'): AdminLogin {
  const username = `e2e-admin-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = 'Kadapa#Desk2031!';
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/admin-create.ts', '--username', username, '--role', role], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, STORE: 'sqlite', BCRYPT_COST: String(E2E_BCRYPT_COST) },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  return { username, password };
}

/** Signs the admin in on this request context (a page's `page.request` signs the page in too). */
export async function signInAdmin(request: APIRequestContext, admin: AdminLogin): Promise<void> {
  const login = await request.post('/api/admin/login', { data: admin });
  expect(login.status(), await login.text()).toBe(200);
}

/** A fresh admin (a moderator unless `role` says otherwise), signed in on a request context of its own. */
export async function signedInAdmin(baseURL: string, { role = 'moderator', dataDir = '.data/e2e' }: { role?: AdminRole; dataDir?: string } = {}): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAdmin(admin, newAdmin(role, dataDir));
  return admin;
}
