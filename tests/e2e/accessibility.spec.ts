// axe-core on every catalogue page (start view, and form view with errors showing) and on the listing
// pages: no WCAG 2.1 A/AA violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { realCatalog, text } from './support/catalog';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, where).toEqual([]);
}

const catalog = realCatalog();

for (const entry of catalog.entries) {
  test(`a11y ${entry.route}`, async ({ page }) => {
    await page.goto(entry.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(entry.source.title));
    await expectNoViolations(page, `${entry.route} start view`);
    if (!entry.form) return;
    if (entry.start !== 'none') {
      await page.locator('main button').last().click();
    }
    await expect(page.getByTestId('service-number')).toBeVisible();
    if ((entry.source.required ?? []).length > 0) {
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByTestId('form-alert')).toBeVisible();
    }
    await expectNoViolations(page, `${entry.route} form view`);
  });
}

for (const path of ['/', '/vehicle-details?number=AP09BJ1234', '/vehicle-details?number=bad', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services', '/sitemap', '/privacy-policy', '/terms-of-service', '/no-such-page']) {
  test(`a11y ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  });
}
