// An admin for the e2e tests, made with the same command an operator runs (npm run admin:create)
// against the running server's data folder, then signed in through the API.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { AdminRole } from '../../../src/server/store/types';

/**
 * A fresh admin per call (creating an existing one again would sign its sessions out), signed in.
 * A moderator unless `role` says otherwise; `dataDir` is the data folder of the server at `baseURL`.
 */
export async function signedInAdmin(baseURL: string, { role = 'moderator', dataDir = '.data/e2e' }: { role?: AdminRole; dataDir?: string } = {}): Promise<APIRequestContext> {
  const username = `e2e-admin-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = 'Kadapa#Desk2031!';
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/admin-create.ts', '--username', username, '--role', role], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, STORE: 'sqlite' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/admin/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}
