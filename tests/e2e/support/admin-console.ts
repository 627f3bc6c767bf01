// Admins for the console tests: made with the command an operator runs (npm run admin:create)
// against the running server's data folder, then signed in through the /admin/login page.
import { expect, type Page } from '@playwright/test';
import { newAdmin, type AdminLogin } from './admin';
import { recordWindowOpen } from './open-recorder';
import { sendAfterReview } from './form-view';
import { typeDate } from './answer-field';

export type AdminAccount = AdminLogin;

/** A fresh admin or moderator (creating an existing one again would sign its sessions out). */
export function createAdminAccount(role: 'admin' | 'moderator', dataDir?: string): AdminAccount {
  return newAdmin(role, dataDir);
}

/** Fills and sends the admin sign-in form on the page that shows it. */
export async function signInOnPage(page: Page, account: AdminAccount) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in to Admin Portal' }).click();
}

/** A new admin of this role, signed in through /admin/login; the page ends on the requests. */
export async function adminOnPage(page: Page, role: 'admin' | 'moderator', { base = '', dataDir }: { base?: string; dataDir?: string } = {}): Promise<AdminAccount> {
  const account = createAdminAccount(role, dataDir);
  await page.goto(`${base}/admin/login`);
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/admin\/requests$/);
  return account;
}

/** Sends the driving-licence renewal form; returns its service number once the request is recorded. */
export async function sendRequest(page: Page, phone: string): Promise<string> {
  await recordWindowOpen(page, { allow: true });
  await page.goto('/services/driving-licence-renewal');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
  await page.locator('#root_expiry').selectOption('It has not expired yet');
  await page.locator('#root_transport').selectOption('No');
  await page.getByLabel('Licence Number').fill('AP0120190001234');
  await typeDate(page, 'dateOfBirth', '1990-04-12');
  await page.getByLabel('Mobile Number').fill(phone);
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');
  await sendAfterReview(page, { statusTexts: true });
  expect((await recorded).status()).toBe(201);
  return serviceNumber;
}
