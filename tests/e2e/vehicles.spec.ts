// My Vehicles and Upcoming Reminders on a controlled clock: the dates decide what is due, overdue
// comes first, each reminder links to the service that renews it; the reminders switch is kept.
import { expect, test, type Page } from '@playwright/test';
import { ensureAccount, uniquePhone } from './support/auth';
import { expectNoViolations } from './support/axe';

// 10 March 2030, 10:00 in India.
const NOW = new Date('2030-03-10T04:30:00Z');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const addForm = (page: Page) => page.getByRole('form', { name: 'Add vehicle' });

test('vehicles with expiry dates: add, edit, remove; reminders due within 30 days, overdue first, with renewal links', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.setFixedTime(NOW);
  await ensureAccount(page.request, { name: 'Naveen Chowdary', phone: uniquePhone('9'), password: 'Tirupati#Hill88' });
  await page.goto('/dashboard/vehicles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Vehicles');

  // The one vehicle-number rule, inline.
  const form = addForm(page);
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(form.getByLabel('Vehicle number')).toHaveAccessibleDescription(/Please enter the vehicle number\./);
  await form.getByLabel('Vehicle number').fill('AP 9 12');
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(form.getByLabel('Vehicle number')).toHaveAccessibleDescription(/Please enter a valid vehicle number\./);

  await form.getByLabel('Vehicle number').fill('ap 39 bj 1234');
  await form.getByLabel('Insurance').fill('2030-03-20');
  await form.getByLabel('Fitness certificate').fill('2030-03-05');
  await form.getByLabel('Permit').fill('2030-05-01');
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  const vehicle = page.getByTestId('vehicle');
  await expect(vehicle).toHaveCount(1);
  await expect(vehicle.getByTestId('vehicle-number')).toHaveText('AP39BJ1234');
  await expect(vehicle).toContainText('Insurance: 20 Mar 2030');
  await expect(form.getByLabel('Vehicle number')).toHaveValue('');

  // The same number again is refused by the server, beside the field.
  await form.getByLabel('Vehicle number').fill('AP39BJ1234');
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(form.getByLabel('Vehicle number')).toHaveAccessibleDescription(/already in your list/);
  await expectNoViolations(page, '/dashboard/vehicles');

  await nav(page).getByRole('link', { name: 'Reminders' }).click();
  const reminders = page.getByTestId('reminder');
  await expect(reminders).toHaveCount(2);
  await expect(reminders.nth(0)).toContainText('Fitness certificate · AP39BJ1234');
  await expect(reminders.nth(0)).toContainText('Expired on 5 Mar 2030');
  await expect(reminders.nth(0)).toContainText('Overdue');
  await expect(reminders.nth(0).getByTestId('renew-link')).toHaveAttribute('href', '/services/vehicle-fitness?vehicleNumber=AP39BJ1234');
  await expect(reminders.nth(1)).toContainText('Insurance · AP39BJ1234');
  await expect(reminders.nth(1)).toContainText('Due on 20 Mar 2030');
  await expect(reminders.nth(1).getByTestId('renew-link')).toHaveAttribute('href', '/vehicle-insurance');
  await expectNoViolations(page, '/dashboard/reminders');

  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByTestId('summary-card')).toHaveText([/^1\s*Registered Vehicles/, /^0\s*Applications/, /^2\s*Reminders/]);
  await expect(page.getByRole('region', { name: 'Upcoming Reminders' }).getByTestId('reminder')).toHaveCount(2);

  // Edit: the permit now falls due within the window; the PUC date has no service to link.
  await nav(page).getByRole('link', { name: 'My Vehicles' }).click();
  await page.getByRole('button', { name: 'Edit AP39BJ1234' }).click();
  await vehicle.getByLabel('Permit').fill('2030-03-25');
  await vehicle.getByLabel('PUC certificate').fill('2030-03-12');
  await vehicle.getByLabel('Insurance').fill('');
  await vehicle.getByRole('button', { name: 'Save changes' }).click();
  await expect(vehicle).toContainText('Permit: 25 Mar 2030');
  await expect(vehicle).not.toContainText('Insurance');
  await nav(page).getByRole('link', { name: 'Reminders' }).click();
  await expect(reminders).toHaveCount(3);
  await expect(reminders.nth(1)).toContainText('PUC certificate');
  await expect(reminders.nth(1)).toContainText('emission testing centre');
  await expect(reminders.nth(2).getByTestId('renew-link')).toHaveAttribute('href', '/services/vehicle-permit-services?vehicleNumber=AP39BJ1234');

  // The fitness link opens the form with the vehicle number filled in.
  await reminders.nth(0).getByTestId('renew-link').click();
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  await expect(page.getByLabel('Vehicle Number')).toHaveValue('AP39BJ1234');

  // Remove asks once more.
  await page.goto('/dashboard/vehicles');
  await page.getByRole('button', { name: 'Remove AP39BJ1234' }).click();
  await vehicle.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByTestId('vehicle')).toHaveCount(0);
  await expect(page.getByText('No vehicles yet. Add one below.')).toBeVisible();
});

test('a date a month away is not yet a reminder; the clock moving on makes it one', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await ensureAccount(page.request, { name: 'Bhavani Shankar', phone: uniquePhone('8'), password: 'Vizag#Harbour19' });
  const add = await page.request.post('/api/me/vehicles', { data: { number: 'AP39CD0001', expiries: { roadTax: '2030-04-15' } } });
  expect(add.status(), await add.text()).toBe(201);
  await page.goto('/dashboard/reminders');
  await expect(page.getByTestId('empty-state')).toHaveText('Nothing is due in the next 30 days.');
  await page.clock.setFixedTime(new Date('2030-03-20T04:30:00Z'));
  await page.reload();
  await expect(page.getByTestId('reminder')).toHaveCount(1);
  await expect(page.getByTestId('reminder')).toContainText('Road tax · AP39CD0001');
  await expect(page.getByTestId('renew-link')).toHaveAttribute('href', '/services/pay-vehicle-tax?vehicleNumber=AP39CD0001');
});

test('Settings: the reminder texts switch is saved on the account', async ({ page }) => {
  await ensureAccount(page.request, { name: 'Kiran Kumar', phone: uniquePhone('7'), password: 'Nellore#Shore72' });
  await page.goto('/dashboard/settings');
  const toggle = page.getByRole('switch', { name: 'Reminder texts' });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(page.getByRole('status')).toHaveText('Reminder texts are on.');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Reminder texts' })).toBeChecked();
  expect(await (await page.request.get('/api/me/settings')).json()).toEqual({ reminders: true, phoneProven: false });
  // A number typed at sign-up gets no texts until a code proves it; the page says so and how.
  const unproven = page.getByTestId('reminders-unproven');
  await expect(unproven).toContainText('Texts go only to a number confirmed with a code');
  await expect(unproven.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await expectNoViolations(page, '/dashboard/settings');
});
