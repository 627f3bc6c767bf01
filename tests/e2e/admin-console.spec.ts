// The admin console in the browser, on today's admin API: sign-in and the guard, the request desk
// (a form sent from a service page, found and moved on, then seen on /track), feedback moderation
// as the home page shows it, link-card CRUD through the schema-built form, the moderator's tabs,
// and axe on every view with its dialogs open, at 360 px (the config's viewport) and on a desktop.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { uniquePhone } from './support/auth';
import { adminOnPage, createAdminAccount, sendRequest, signInOnPage } from './support/admin-console';
import { expectNoViolations } from './support/axe';

// Each test creates its admin (a tsx process) on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('sign-in: the portal texts, both fields required, the server message, typing clears it, no site header', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle(/^Admin sign in \|/);
  await expect(page.getByText('Authorized personnel only')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Sign in to Admin Portal' }).click();
  await expect(page.getByTestId('admin-login-error')).toHaveText('Please enter both username and password.');
  await page.getByLabel('Username').fill('nobody-here');
  await expect(page.getByTestId('admin-login-error')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#Password1');
  await page.getByRole('button', { name: 'Sign in to Admin Portal' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  // A refused sign-in costs a bcrypt comparison: allow for a busy machine.
  await expect(page.getByTestId('admin-login-error')).toHaveText('Invalid credentials', { timeout: 20_000 });
  await expectNoViolations(page, '/admin/login with an error');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#Password2');
  await expect(page.getByTestId('admin-login-error')).toHaveCount(0);

  // Offline: the fallback text.
  await page.route('**/api/admin/login', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Sign in to Admin Portal' }).click();
  await expect(page.getByTestId('admin-login-error')).toHaveText('Login failed. Please try again.');
});

test('the guard sends a visitor to sign in and back; the header shows who and in what role; Logout ends it (without a connection it says so and stays)', async ({ page }) => {
  const account = createAdminAccount('admin');
  await page.goto('/admin/feedback');
  await expect(page).toHaveURL('/admin/login?redirect=%2Fadmin%2Ffeedback');
  await signInOnPage(page, account);
  await expect(page).toHaveURL('/admin/feedback');
  await expect(page.getByTestId('admin-user')).toHaveText(`Welcome, ${account.username}`);
  await expect(page.getByTestId('admin-role')).toHaveText('Admin');
  const tabs = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(tabs).toHaveText(['Requests', 'Services Management', 'Feedback Management', 'Grievances', 'Activity', 'Admins', 'WhatsApp', 'Weekly summary', 'Drop-off']);
  // At 360 px every tab is whole on screen (they wrap), none cut off at the edge.
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Feedback Management' })).toHaveAttribute('aria-current', 'page');

  // The old address of the console still leads in.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/admin/requests');
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/requests');

  // Without a connection the session stays open on the server: the console says so and stays.
  await page.route('**/api/admin/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('alert')).toHaveText('Could not log out: no connection. Please try again.');
  await expect(page).toHaveURL('/admin/requests');
  await page.unroute('**/api/admin/logout');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin/login');
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  await page.goto('/admin/requests');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
});

test('requests: a form sent from a service page is in the list; its status changes with a note that /track shows', async ({ page }) => {
  const phone = uniquePhone('6');
  const serviceNumber = await sendRequest(page, phone);
  await adminOnPage(page, 'admin');
  await page.goto('/admin/requests?status=waiting');
  const row = page.getByTestId('request-row').filter({ hasText: serviceNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('request-status')).toHaveText('Waiting for the visitor’s WhatsApp message');
  await expect(row).toContainText('Driving Licence Renewal');
  await expect(row).toContainText(`+91${phone}`);
  await expectNoViolations(page, '/admin/requests at 360 px');

  await row.getByRole('button', { name: `Change status of ${serviceNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change status of ${serviceNumber}` });
  // A waiting request is first marked received (the message is there), or taken in hand at once.
  await expect(dialog.getByLabel('New status')).toHaveValue('received');
  await dialog.getByLabel('New status').selectOption('closed');
  await expect(dialog.getByLabel('Reason for closing')).toBeVisible();
  await expectNoViolations(page, '/admin/requests with the status dialog open');
  // The server's rule, shown beside its field: closing needs a reason.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Reason for closing')).toHaveAccessibleDescription(/Please enter the reason for closing\./);
  await dialog.getByLabel('New status').selectOption('in_progress');
  await dialog.getByLabel('Note for the visitor').fill('Your slot at the Kurnool RTO is booked for Monday.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-notice')).toHaveText('Status changed successfully');

  await page.goto(`/track?serviceNumber=${serviceNumber}`);
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Check status' }).click();
  const result = page.getByTestId('track-result');
  await expect(result.getByTestId('request-status')).toHaveText('In progress');
  await expect(result.getByTestId('request-timeline')).toContainText('Your slot at the Kurnool RTO is booked for Monday.');
});

/** The home page's published reviews, as a visitor sees them once scrolled there (the list is asked for then). */
async function publishedReviews(page: Page) {
  await page.goto('/');
  const feedback = page.locator('#feedback');
  await feedback.scrollIntoViewIfNeeded();
  await expect(feedback.getByText('Loading reviews...')).toHaveCount(0);
  return feedback.getByTestId('feedback-item');
}

test('feedback: posted on the home page, approved in the console and shown, unapproved and hidden, then deleted', async ({ page }) => {
  const name = `Ravi Teja ${Date.now().toString(36)}`;
  await page.goto('/');
  const form = page.locator('#feedback');
  await form.getByLabel('Your Name').fill(name);
  await form.getByLabel('Email Address').fill('ravi.teja@example.com');
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your Feedback').fill('The desk sorted my RC address change in two days.');
  await form.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(form.getByTestId('feedback-success')).toContainText('Thank you for your feedback!');

  await adminOnPage(page, 'moderator');
  await page.getByRole('link', { name: 'Feedback Management' }).click();
  await expect(page).toHaveURL('/admin/feedback');
  const row = page.getByTestId('feedback-row').filter({ hasText: name });
  await expect(row.getByTestId('feedback-status')).toHaveText('Pending');
  await expect(row).toContainText('ravi.teja@example.com');
  await expect(row.getByRole('img', { name: '5 of 5' })).toBeVisible();
  await row.getByRole('button', { name: `Approve feedback from ${name}` }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Feedback approved successfully');
  await expect(row.getByTestId('feedback-status')).toHaveText('Approved');

  await expect((await publishedReviews(page)).filter({ hasText: name })).toHaveCount(1);

  await page.goto('/admin/feedback');
  await row.getByRole('button', { name: `Unapprove feedback from ${name}` }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Feedback rejected successfully');
  await expect(row.getByTestId('feedback-status')).toHaveText('Rejected');
  await expect((await publishedReviews(page)).filter({ hasText: name })).toHaveCount(0);

  await page.goto('/admin/feedback');
  await row.getByRole('button', { name: `Delete feedback from ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this feedback?');
  await expectNoViolations(page, '/admin/feedback with the delete question open');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete feedback from ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Feedback deleted successfully');
  await expect(row).toHaveCount(0);
});

test('link cards: added through the schema-built form with its rules and texts, edited, then deleted', async ({ page }) => {
  await adminOnPage(page, 'admin');
  await page.getByRole('link', { name: 'Services Management' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services Management');
  await page.getByRole('button', { name: 'Add service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add service' });
  await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The messages of schemas/api/service.schema.json, the same the server answers with.
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription(/Please enter a title\./);
  await expect(dialog.getByLabel('Category')).toHaveAccessibleDescription(/Please choose a category\./);
  await expect(dialog.getByLabel('Link')).toHaveAccessibleDescription(/Please enter a link\./);
  await expectNoViolations(page, '/admin/services with the add dialog and its errors');

  const title = `Kurnool RTO slot help ${Date.now().toString(36)}`;
  await dialog.getByLabel('Category').selectOption('vehicle');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('We book your slot at the Kurnool RTO and tell you what to bring.');
  await dialog.getByLabel('Icon').selectOption('MapPin');
  await dialog.getByLabel('Link').fill('ftp://example.org');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Link')).toHaveAccessibleDescription(/Link must be a page of this site \(like \/services\/vehicle-ekyc\) or an https:\/\/ address\./);
  // The server's own check (a page of this site must exist), shown beside the field.
  await dialog.getByLabel('Link').fill('/no-such-page');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Link')).toHaveAccessibleDescription(/Link must be a page of this site/);
  await expect(dialog.getByTestId('service-form-error')).toHaveCount(0);
  await dialog.getByLabel('Link').fill('/rto-assistance');
  await expect(dialog.getByLabel('Link')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-notice')).toHaveText('Service created successfully');
  const row = page.getByTestId('service-row').filter({ hasText: title });
  await expect(row).toContainText('/rto-assistance');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit service' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Service updated successfully');
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this service?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Service deleted successfully');
  await expect(row).toHaveCount(0);
});

test('a save that fails says so; a list shows Loading… until its answer, and one that cannot load says so with a retry', async ({ page }) => {
  await adminOnPage(page, 'admin');
  // A slow answer shows "Loading…" in place of the list, not an empty page.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/admin/feedback', async (route) => {
    await held;
    await route.abort('internetdisconnected');
  });
  await page.goto('/admin/feedback');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  answer();
  await expect(page.getByTestId('load-failed')).toContainText('Unable to connect to the service.');
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.unroute('**/api/admin/feedback');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('load-failed')).toHaveCount(0);

  await page.goto('/admin/services');
  await page.route('**/api/admin/services', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: 'Failed to create service' } }) : route.fallback()));
  await page.getByRole('button', { name: 'Add service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add service' });
  await dialog.getByLabel('Category').selectOption('driving-licence');
  await dialog.getByLabel('Title').fill('Licence test slot');
  await dialog.getByLabel('Description').fill('Booking help.');
  await dialog.getByLabel('Icon').selectOption('Star');
  await dialog.getByLabel('Link').fill('/rto-assistance');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('service-form-error')).toHaveText('Failed to create service');
});

test('Activity shows an attempted username as text: HTML is not run, control and bidi characters are visible escapes', async ({ page }) => {
  // As an event stored before usernames were escaped: the console escapes what it shows.
  const marker = Date.now().toString(36);
  const typed = `<img src=x onerror="document.title='owned'">${marker}\u202Eexe.gnp\u0007`;
  const store = openSqliteStore('.data/e2e');
  await store.audit.record({ id: randomUUID(), at: Date.now(), actor: typed, role: null, action: 'admin.sign_in_failed', target: null, detail: 'Invalid credentials', ip: '192.0.2.1', ok: false });
  await store.close();

  await adminOnPage(page, 'admin');
  await page.goto('/admin/activity');
  await page.getByLabel('Action').selectOption({ label: 'Sign-in failed' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByTestId('audit-row').filter({ hasText: marker });
  await expect(row.locator('td').nth(1)).toHaveText(`<img src=x onerror="document.title='owned'">${marker}\\u202Eexe.gnp\\u0007`);
  await expect(page.getByTestId('audit-list').locator('img')).toHaveCount(0);
  await expect(page).not.toHaveTitle('owned');
});

test('a moderator sees Requests, Feedback, Grievances, the weekly summary and Drop-off only, and the other pages send them back', async ({ page }) => {
  await adminOnPage(page, 'moderator');
  await expect(page.getByTestId('admin-role')).toHaveText('Moderator');
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText(['Requests', 'Feedback Management', 'Grievances', 'WhatsApp', 'Weekly summary', 'Drop-off']);
  for (const path of ['/admin/services', '/admin/activity', '/admin/admins']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/admin/requests');
  }
  expect((await page.request.get('/api/admin/services')).status()).toBe(403);
});

test('at desktop width the lists are tables, and the console passes axe there too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await adminOnPage(page, 'admin');
  await expectNoViolations(page, '/admin/requests at 1280 px');
  // An inactive link card: listed here, never on the public pages other tests read at the same time.
  const card = { category: 'vehicle', title: `Desk table ${Date.now().toString(36)}`, description: 'A link card for the table view.', icon: 'Star', link: '/track', active: false };
  const created = await page.request.post('/api/admin/services', { data: card });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/admin/services');
  await expect(page.getByTestId('service-list').getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('dialog', { name: 'Add service' })).toBeVisible();
  await expectNoViolations(page, '/admin/services at 1280 px with the dialog open');
});
