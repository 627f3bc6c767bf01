// axe-core: no WCAG 2.1 A/AA violation on the catalogue entries without a form, the pages that are not
// catalogue entries (listings, account, legal, 404), the account forms and the dashboard. An entry with
// a form is checked (start view, form view with errors) by its own generated test in catalog-pages.spec.ts.
import { expect, test } from '@playwright/test';
import { realCatalog, text } from './support/catalog';
import { expectNoViolations } from './support/axe';

const catalog = realCatalog();

for (const entry of catalog.entries.filter((e) => !e.form)) {
  test(`a11y ${entry.route}`, async ({ page }) => {
    await page.goto(entry.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(entry.source.title));
    await expectNoViolations(page, entry.route);
  });
}

for (const path of ['/', '/vehicle-details?number=AP39BJ1234', '/vehicle-details?number=bad', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services', '/sitemap', '/privacy-policy', '/terms-of-service', '/grievance', '/login', '/signup', '/forgot-password', '/no-such-page']) {
  test(`a11y ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  });
}

// The account forms with their inline errors showing, and the signed-in dashboard on a phone and a
// desktop (sidebar) screen.
for (const [path, submit] of [['/login', 'Login'], ['/signup', 'Create account'], ['/forgot-password', 'Send OTP']] as const) {
  test(`a11y ${path} with errors`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, `${path} with errors`);
  });
}

for (const viewport of [{ width: 360, height: 780 }, { width: 1280, height: 800 }]) {
  test(`a11y /dashboard signed in at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // One account per viewport: the two tests run in parallel and must not race to sign up one number.
    const account = { name: 'Padma Latha Rao', phone: `630003${String(viewport.width).padStart(4, '0')}`, password: 'Guntur#Lane58', consents: ['account'] };
    const login = await page.request.post('/api/auth/login', { data: { phone: account.phone, password: account.password } });
    if (!login.ok()) expect((await page.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}!`);
    await expect(page.getByTestId('quick-action').first()).toBeVisible();
    await expectNoViolations(page, `/dashboard at ${viewport.width}px`);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('switch', { name: 'Reminder texts' })).toBeVisible();
    await expectNoViolations(page, `/dashboard/settings at ${viewport.width}px`);
  });
}
