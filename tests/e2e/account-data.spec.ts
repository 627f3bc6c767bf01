// "Your data and account" on /dashboard/settings, end to end on the real server: the signed-in
// person downloads what the account holds (a JSON file and the page to read), a wrong password
// deletes nothing, and the right one deletes the account and signs them out, so it signs in no more.
// The nominee is named there, refused on the account's own number, listed in the download, removed.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createAccount, uniquePhone } from './support/auth';

test('the dashboard downloads the account’s data, and deletes the account only with its password', async ({ page, request }) => {
  const account = { name: 'Lakshmi Prasanna', phone: uniquePhone('7'), password: 'Ongole#Depot2031' };
  await createAccount(request, account);
  await page.goto('/login?redirect=%2Fdashboard%2Fsettings');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  const data = page.getByTestId('account-data');

  // A nominee: nobody until named; the account's own number is refused beside its field.
  const nominee = page.getByTestId('nominee');
  await expect(nominee.getByTestId('nominee-named')).toHaveCount(0);
  await nominee.getByRole('textbox', { name: 'Nominee’s full name' }).fill('Ravi Kumar');
  const nomineePhone = nominee.getByRole('textbox', { name: 'Nominee’s mobile number' });
  await nomineePhone.fill(account.phone);
  await nominee.getByRole('button', { name: 'Name this nominee' }).click();
  await expect(nomineePhone).toHaveAccessibleDescription(/Your nominee needs a number of their own/);
  const other = uniquePhone('8');
  await nomineePhone.fill(other);
  await nominee.getByRole('button', { name: 'Name this nominee' }).click();
  await expect(nominee.getByRole('status')).toHaveText('Your nominee is saved.');
  await expect(nominee.getByTestId('nominee-named')).toContainText('Named: Ravi Kumar');
  await page.reload();
  await expect(nominee.getByTestId('nominee-named')).toContainText('Named: Ravi Kumar');

  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: "Download my account's data" }).click();
  const saved = readFileSync(await (await download).path(), 'utf8');
  expect(saved).toContain(account.phone);
  expect(saved).toContain(account.name);
  expect(saved).not.toContain(account.password);
  expect(saved).not.toMatch(/\$2[aby]\$/);
  expect(saved).toContain(`+91${other}`);

  await nominee.getByRole('button', { name: 'Remove nominee' }).click();
  await expect(nominee.getByRole('status')).toHaveText('No nominee is named now.');
  await expect(nominee.getByTestId('nominee-named')).toHaveCount(0);

  await data.getByRole('button', { name: 'Delete my account' }).click();
  await data.getByLabel('Your password').fill('not-the-password-1');
  await data.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(data.getByRole('alert')).toHaveText('Your current password is not correct.');
  expect((await request.post('/api/auth/login', { data: { phone: account.phone, password: account.password } })).status()).toBe(200);

  await data.getByLabel('Your password').fill(account.password);
  await data.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL('/');
  expect((await request.post('/api/auth/login', { data: { phone: account.phone, password: account.password } })).status()).toBe(401);
});
