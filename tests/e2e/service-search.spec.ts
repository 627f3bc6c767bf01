// The service search, in English and Telugu: a phrase as people type it finds its entry first, and
// the entry opens; results follow the typing on /search; with JavaScript off the form's submission
// shows the server's results page (the same rule and index: src/core/service-search.ts).
import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './support/page-problems';

const firstResult = (page: Page) => page.getByTestId('service-search-result').first();

/** Touches the search field until its island is live (its trigger listens once the page's code has run). */
async function wakeSearch(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByTestId('service-search-input').dispatchEvent('pointerdown');
    await expect(page.locator('[data-island="service-search"][data-live]')).toHaveCount(1, { timeout: 500 });
  }).toPass();
}

test.describe('with JavaScript', () => {
  test('the home page has a service search apart from the vehicle number, and it finds transfer of ownership', async ({ page }) => {
    await page.goto('/');
    const service = page.getByRole('search', { name: 'Find a Service' });
    await expect(service.getByLabel('Service you need')).toBeVisible();
    // The vehicle number box is its own form, with its own label.
    await expect(service.getByLabel('Vehicle Number')).toHaveCount(0);
    await expect(page.getByLabel('Vehicle Number')).toHaveCount(1);
    await service.getByLabel('Service you need').fill('sold car other state');
    await service.getByLabel('Service you need').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sold\+car\+other\+state$/);
    await expect(firstResult(page)).toHaveAttribute('data-entry', 'transfer-ownership');
    await firstResult(page).click();
    await expect(page).toHaveURL(/\/rto-assistance\/transfer-ownership$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfer of Ownership');
  });

  test('/search shows results as one types, typo and all, and says so when nothing matches', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByLabel('Service you need');
    await wakeSearch(page);
    await field.click();
    await field.pressSequentially('lisence renewal');
    await expect(firstResult(page)).toHaveAttribute('data-entry', 'driving-licence-renewal');
    await expect(page).toHaveURL(/\?q=lisence\+renewal$/);
    await field.fill('xyzzy');
    await expect(page.getByTestId('service-search-none')).toHaveText('No service matches “xyzzy”.');
    await expect(page.getByTestId('service-search-results').getByRole('link', { name: 'Vehicle Services' })).toHaveAttribute('href', '/services/vehicle');
    await expect(page.getByTestId('service-search-results').getByRole('link', { name: 'Ask us on the contact page' })).toHaveAttribute('href', '/contact');
  });

  test('in Telugu, బండి అమ్మేశాను finds transfer of ownership first and opens its Telugu page', async ({ page }) => {
    await page.goto('/te/search');
    const field = page.getByLabel('మీకు కావాల్సిన సేవ');
    await wakeSearch(page);
    await field.click();
    await field.pressSequentially('బండి అమ్మేశాను');
    await expect(firstResult(page)).toHaveAttribute('data-entry', 'transfer-ownership');
    await expect(firstResult(page)).toContainText('యాజమాన్య బదిలీ');
    await firstResult(page).click();
    await expect(page).toHaveURL(/\/te\/rto-assistance\/transfer-ownership$/);
    // The server's page, its field filled in, hydrates without a complaint and keeps the phrase.
    const problems = collectProblems(page);
    await page.goto('/te/search?q=RC+pogottukunnanu');
    await expect(firstResult(page)).toHaveAttribute('data-entry', 'duplicate-rc');
    await wakeSearch(page);
    await expect(field).toHaveValue('RC pogottukunnanu');
    await expect(firstResult(page)).toHaveAttribute('data-entry', 'duplicate-rc');
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page form shows the server\u2019s results, and the entry opens', async ({ page }) => {
    await page.goto('/');
    const service = page.getByRole('search', { name: 'Find a Service' });
    await service.getByLabel('Service you need').fill('duplicate rc');
    await service.getByRole('button', { name: 'Search services' }).click();
    await expect(page).toHaveURL(/\/search\?q=duplicate\+rc$/);
    await expect(page.getByLabel('Service you need')).toHaveValue('duplicate rc');
    await expect(firstResult(page)).toHaveAttribute('data-entry', 'duplicate-rc');
    await firstResult(page).click();
    await expect(page).toHaveURL(/\/rto-assistance\/duplicate-rc$/);
  });

  test('in Telugu the search page\u2019s form finds చిరునామా మార్పు, and a search of nothing says so with the categories', async ({ page }) => {
    await page.goto('/te/search');
    await expect(page.getByTestId('service-search-none')).toHaveText('మీకు ఏమి కావాలో కొన్ని మాటలు టైప్ చేసి, వెతకండి.');
    await expect(page.getByTestId('service-search-results').getByRole('link', { name: 'సంప్రదింపు పేజీలో మమ్మల్ని అడగండి' })).toHaveAttribute('href', '/te/contact');
    await page.getByLabel('మీకు కావాల్సిన సేవ').fill('చిరునామా మార్పు');
    await page.getByRole('button', { name: 'సేవలు వెతకండి' }).click();
    await expect(firstResult(page)).toHaveAttribute('data-entry', 'address-change-rc');
    await expect(firstResult(page)).toHaveAttribute('href', '/te/rto-assistance/address-change-rc');
    await page.getByLabel('మీకు కావాల్సిన సేవ').fill('qqqq');
    await page.getByRole('button', { name: 'సేవలు వెతకండి' }).click();
    await expect(page.getByTestId('service-search-none')).toHaveText('“qqqq” కోసం సరిపోయే సేవ ఏదీ దొరకలేదు.');
    await expect(page.getByTestId('service-search-results').getByRole('link', { name: 'వాహన సేవలు' })).toHaveAttribute('href', '/te/services/vehicle');
  });
});
