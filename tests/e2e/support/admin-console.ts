// Admins for the console tests: made with the command an operator runs (npm run admin:create)
// against the running server's data folder, then signed in through the /admin/login page.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AdminAccount {
  username: string;
  password: string;
}

/** A fresh admin or moderator (creating an existing one again would sign its sessions out). */
export function createAdminAccount(role: 'admin' | 'moderator'): AdminAccount {
  const username = `desk-${role.slice(0, 3)}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const password = 'Nandyal#Desk2031!';
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/admin-create.ts', '--username', username, '--role', role], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: '.data/e2e', STORE: 'sqlite' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  return { username, password };
}

/** Fills and sends the admin sign-in form on the page that shows it. */
export async function signInOnPage(page: Page, account: AdminAccount) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in to Admin Portal' }).click();
}

/** A new admin of this role, signed in through /admin/login; the page ends on the requests. */
export async function adminOnPage(page: Page, role: 'admin' | 'moderator'): Promise<AdminAccount> {
  const account = createAdminAccount(role);
  await page.goto('/admin/login');
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/admin\/requests$/);
  return account;
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), where).toEqual([]);
}
