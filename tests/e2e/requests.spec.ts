// Every request is tracked, end to end on the real server: a sent form is recorded (also when the
// first try fails offline), /track shows it to whoever holds the number and the phone, the dashboard
// lists the account's requests, and a support-desk status change shows in both places.
import { expect, test, type Page } from '@playwright/test';
import { ensureAccount, uniquePhone } from './support/auth';
import { signedInAdmin } from './support/admin';
import { openedCalls, recordWindowOpen } from './support/open-recorder';
import { expectNoViolations } from './support/axe';
import { sendAfterReview, tapAtScreenBottom } from './support/form-view';
import { typeDate } from './support/answer-field';

const recorded = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');

/** Fills and sends the driving-licence renewal form (it has a mobile field); returns its service number. */
async function sendLicenceRenewal(page: Page, phone: string): Promise<string> {
  await page.goto('/services/driving-licence-renewal');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
  await page.locator('#root_expiry').selectOption('It has not expired yet');
  await page.locator('#root_transport').selectOption('No');
  await page.getByLabel('Licence Number').fill('AP0120190001234');
  await typeDate(page, 'dateOfBirth', '1990-04-12');
  await page.getByLabel('Mobile Number').fill(phone);
  await sendAfterReview(page);
  return serviceNumber;
}

test('signed out: the sent form is recorded and /track shows it as waiting for the WhatsApp message', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await recordWindowOpen(page, { allow: true });
  const phone = uniquePhone('7');
  const response = recorded(page);
  const serviceNumber = await sendLicenceRenewal(page, phone);
  // WhatsApp opened in the click; the record followed with only the allowed fields.
  expect(await openedCalls(page)).toHaveLength(1);
  const post = await response;
  expect(post.status()).toBe(201);
  // With the case its fees read (never the licence number or the date of birth).
  expect(post.request().postDataJSON()).toEqual({ entryId: 'driving-licence-renewal', serviceNumber, phone, language: 'en', case: { expiry: 'It has not expired yet', dateOfBirth: 0 }, consents: ['request'], noticeVersion: expect.stringMatching(/^[0-9a-f]{16}$/) });

  await page.getByTestId('track-request-link').click();
  await expect(page).toHaveURL(`/track?serviceNumber=${serviceNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track your request');
  await expect(page.getByLabel('Service Number')).toHaveValue(serviceNumber);

  // Inline errors with the API's texts; a wrong phone gets the server's one answer for "not found".
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByLabel('Mobile Number')).toHaveAccessibleDescription(/Please enter your phone number\./);
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  await page.getByLabel('Mobile Number').fill('6999999999');
  // Tapped at the bottom of a phone's screen: the answer below it is brought into view.
  await tapAtScreenBottom(page.getByRole('button', { name: 'Check status' }));
  await expect(page.getByTestId('track-error')).toHaveText('No request found for this service number and mobile number.');
  await expect(page.getByTestId('track-error')).toBeInViewport({ ratio: 0.99 });

  await page.getByLabel('Mobile Number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await tapAtScreenBottom(page.getByRole('button', { name: 'Check status' }));
  const result = page.getByTestId('track-result');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('Driving Licence Renewal');
  await expect(result.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 0.99 });
  // The status badge stays inside the card on a phone (a long status wraps inside it).
  const card = (await result.boundingBox())!;
  const badge = (await result.getByTestId('request-status').boundingBox())!;
  expect(badge.x + badge.width).toBeLessThanOrEqual(card.x + card.width);
  await expect(result.getByTestId('request-status')).toHaveText('Waiting for your WhatsApp message');
  await expect(result).toContainText(serviceNumber);
  await expect(result.getByTestId('request-timeline')).toContainText('Waiting for your WhatsApp message');
  // Until the desk has the message, the page says what to do if Send was never pressed.
  await expect(result.getByTestId('track-waiting').getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute('href', new RegExp(`text=${serviceNumber}$`));
  await expect(page.getByTestId('track-error')).toHaveCount(0);
  await expectNoViolations(page, '/track with a result');

  // The texts on status changes: off, as the send step left them unticked; turned on here and back
  // off as easily, each change kept.
  const texts = result.getByRole('switch', { name: 'Text me when this request moves' });
  await expect(texts).not.toBeChecked();
  const on = page.waitForResponse((r) => r.url().endsWith('/api/requests/track/updates'));
  await texts.click();
  expect((await on).status()).toBe(200);
  await expect(texts).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/requests/track/updates'));
  await texts.click();
  expect((await saved).status()).toBe(200);
  await expect(texts).not.toBeChecked();
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByTestId('track-result').getByRole('switch', { name: 'Text me when this request moves' })).not.toBeChecked();
});

test('/track is linked from the top of the home page, the footer, the chat replies and the sitemap, and a bad number in the address is dropped', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-section="hero"]').getByRole('link', { name: 'Track your request' })).toHaveAttribute('href', '/track');
  await page.getByTestId('chat-button').click();
  const input = page.getByRole('textbox', { name: 'Type your message' });
  await input.fill('where is my request');
  await input.press('Enter');
  await expect(page.getByTestId('chat-reply').nth(1).getByRole('link', { name: 'Track your request' })).toHaveAttribute('href', '/track');
  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your request' }).click();
  await expect(page).toHaveURL('/track');
  await expect(page).toHaveTitle(/^Track your request \|/);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByLabel('Service Number')).toHaveAccessibleDescription(/Please enter the service number\./);
  await page.getByLabel('Service Number').fill('vs12');
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByLabel('Service Number')).toHaveAccessibleDescription(/Please enter a valid service number: 2 to 5 letters, then 14 digits/);
  await expectNoViolations(page, '/track with errors');
  await page.goto(`/track?serviceNumber=${'X'.repeat(40)}`);
  await expect(page.getByLabel('Service Number')).toHaveValue('');
  await page.goto('/sitemap');
  await expect(page.getByRole('main').getByRole('link', { name: 'Track your request' })).toHaveAttribute('href', '/track');
});

test('offline: WhatsApp still opens, and the next page load records the request', async ({ page }) => {
  await recordWindowOpen(page, { allow: true });
  const phone = uniquePhone('8');
  await page.route('**/api/requests', (route) => route.abort('internetdisconnected'));
  const serviceNumber = await sendLicenceRenewal(page, phone);
  expect(await openedCalls(page)).toHaveLength(1);
  await expect(page.getByTestId('form-sent')).toBeVisible();
  // Not saved yet, and the page says so: no tracking link for a request the server does not have.
  await expect(page.getByTestId('record-queued')).toBeVisible();
  await expect(page.getByTestId('track-request-link')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingRequests'))).toContain(serviceNumber);
  const lookup = await page.request.post('/api/requests/track', { data: { serviceNumber, phone } });
  expect(lookup.status()).toBe(404);

  await page.unroute('**/api/requests');
  const retried = recorded(page);
  await page.goto('/');
  expect((await retried).status()).toBe(201);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingRequests'))).toBeNull();
  const found = await page.request.post('/api/requests/track', { data: { serviceNumber, phone } });
  expect(found.status()).toBe(200);
  expect(((await found.json()) as { request: { status: string } }).request.status).toBe('waiting');
});

test('offline: the request waits on the phone, and "Try again now" saves it once the connection is back', async ({ page }) => {
  await recordWindowOpen(page, { allow: true });
  const phone = uniquePhone('8');
  await page.route('**/api/requests', (route) => route.abort('internetdisconnected'));
  await sendLicenceRenewal(page, phone);
  const retry = page.getByRole('button', { name: 'Try again now' });
  await retry.click();
  await expect(page.getByTestId('record-queued')).toBeVisible();
  await expectNoViolations(page, 'a request waiting to be saved');

  await page.unroute('**/api/requests');
  const retried = recorded(page);
  await retry.click();
  expect((await retried).status()).toBe(201);
  await expect(page.getByTestId('track-request-link')).toBeVisible();
  await expect(page.getByTestId('record-queued')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingRequests'))).toBeNull();
});

test('signed in: the dashboard lists the request, and a desk status change shows there and on /track', async ({ page, baseURL }) => {
  // A long walk (an admin is created by a tsx process on the way) on a shared 2-core machine.
  test.setTimeout(90_000);
  const account = { name: 'Sravani Reddy', phone: uniquePhone('9'), password: 'Ongole#Canal63' };
  await ensureAccount(page.request, account);
  await recordWindowOpen(page, { allow: true });
  // Vehicle Fitness, one of the forms that asked for no mobile number before the contact field.
  await page.goto('/services/vehicle-fitness');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
  // The questions the fitness fee sheet reads: the class, transport use, age and the expiry date.
  await page.locator('#root_vehicleClass').selectOption('Light motor vehicle');
  await page.locator('#root_use').selectOption('No');
  await page.locator('#root_age').selectOption('Less than 7 years');
  await typeDate(page, 'expiryDate', '2026-01-15');
  await page.getByLabel('Vehicle Number').fill('ap39bj1234');
  await page.getByLabel('Chassis Number').fill('MA3EWDE1S00123456');
  await page.getByLabel('Mobile Number').fill(account.phone);
  const response = recorded(page);
  await sendAfterReview(page);
  expect((await response).status()).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByTestId('summary-card').nth(1)).toHaveText(/^1\s*Applications/);
  const recent = page.getByRole('region', { name: 'Recent Applications' });
  await expect(recent.getByTestId('application')).toHaveCount(1);
  await expect(recent.getByTestId('application-number')).toHaveText(serviceNumber);
  await expect(recent.getByTestId('request-status')).toHaveText('Waiting for your WhatsApp message');

  const mine = (await (await page.request.get('/api/me/requests')).json()) as { requests: { id: string; serviceNumber: string }[] };
  // The desk changes the status of this very request, found in the account's own list by its number.
  expect(mine.requests.map((r) => r.serviceNumber)).toContain(serviceNumber);
  const id = mine.requests.find((r) => r.serviceNumber === serviceNumber)!.id;
  const admin = await signedInAdmin(baseURL!);
  const change = await admin.patch(`/api/admin/requests/${id}/status`, { data: { status: 'in_progress', note: 'Inspection slot booked for Monday.' } });
  expect(change.status(), await change.text()).toBe(200);
  await admin.dispose();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Applications' }).click();
  const item = page.getByTestId('application');
  await expect(item.getByTestId('request-status')).toHaveText('In progress');
  await item.getByText('Timeline').click();
  await expect(item.getByTestId('request-timeline')).toContainText('Inspection slot booked for Monday.');
  await expect(page.getByTestId('signed-out-note')).toContainText(account.phone.slice(5));
  await expectNoViolations(page, '/dashboard/applications');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Recent Activities' }).click();
  await expect(page.getByTestId('activity')).toHaveCount(2);
  await expect(page.getByTestId('activity').first()).toContainText('Inspection slot booked for Monday.');
  await expectNoViolations(page, '/dashboard/activities');

  await page.goto(`/track?serviceNumber=${serviceNumber}`);
  await page.getByLabel('Mobile Number').fill(account.phone);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByTestId('track-result').getByTestId('request-status')).toHaveText('In progress');
  await expect(page.getByTestId('request-timeline')).toContainText('Inspection slot booked for Monday.');
});

test('Payment History says plainly that the portal takes no payments', async ({ page }) => {
  await ensureAccount(page.request, { name: 'Harika Devi', phone: uniquePhone('6'), password: 'Eluru#Bridge24' });
  await page.goto('/dashboard/payments');
  await expect(page.getByTestId('no-payments')).toContainText('The portal takes no payments');
  await expectNoViolations(page, '/dashboard/payments');
});
