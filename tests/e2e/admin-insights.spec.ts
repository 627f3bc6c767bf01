// Where visitors give up and the desk's week: a visitor answers part of a form wrong and leaves; the
// console's drop-off chart counts that visit per question, and the weekly summary counts a request sent.
import { expect, test, type Page } from '@playwright/test';
import { uniquePhone } from './support/auth';
import { adminOnPage, sendRequest } from './support/admin-console';
import { expectNoViolations } from './support/axe';

test.describe.configure({ timeout: 120_000 });

/** The table row of `label` beside a chart: its cells, in the order of the chart's series. */
const cells = (page: Page, chart: string, label: string) => page.getByTestId(chart).getByRole('row', { name: label }).getByRole('cell');

test('a visitor who leaves a form half done shows in the console’s drop-off chart', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/services/vehicle-ekyc');
  await visitor.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  await visitor.getByLabel('Vehicle Number').fill('AP39');
  await visitor.getByLabel('Chassis Number').fill('MA3EWDE1S00123456');
  // Leaving the page sends the visit's counts (a beacon, which the browser sends after the page is gone).
  await visitor.goto('/');
  await visitor.close();

  await adminOnPage(page, 'moderator');
  await page.getByRole('link', { name: 'Drop-off' }).click();
  await expect(page).toHaveURL(/\/admin\/drop-off$/);
  await page.getByTestId('drop-off-service').selectOption('vehicle-ekyc');
  // The vehicle number answered wrong and left, nothing sent.
  await expect(async () => {
    await page.getByTestId('drop-off-period').selectOption('30');
    await page.getByTestId('drop-off-period').selectOption('7');
    await expect(page.getByTestId('drop-off-totals')).toContainText('Visits to the form: 1; sent: 0', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Shown, left with a problem, sent: per question, in form order.
  await expect(cells(page, 'drop-off-chart', 'Vehicle Number')).toHaveText(['1', '1', '0']);
  await expect(cells(page, 'drop-off-chart', 'Chassis Number')).toHaveText(['1', '0', '0']);
  await expect(page.getByTestId('drop-off-chart').locator('svg rect')).not.toHaveCount(0);
  await page.getByTestId('drop-off-period').selectOption('30');
  await expect(page.getByTestId('drop-off-totals')).toContainText('Visits to the form: 1; sent: 0');
  await expectNoViolations(page, 'the drop-off page');
});

test('the weekly summary counts the requests sent this week', async ({ page }) => {
  await sendRequest(page, uniquePhone('8'));
  await adminOnPage(page, 'moderator');
  await page.getByRole('link', { name: 'Weekly summary' }).click();
  await expect(page).toHaveURL(/\/admin\/summary$/);
  await expect(page.getByTestId('summary-requests').getByRole('cell').first()).toHaveText(/^[1-9]\d*$/);
  await expect(cells(page, 'summary-chart', 'Waiting for the visitor’s WhatsApp message').first()).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('summary-services')).toContainText('Driving Licence Renewal');
  await expectNoViolations(page, 'the weekly summary');
});
