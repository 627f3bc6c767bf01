// "What applies to you", as a visitor on a phone uses it, in English and Telugu: on Transfer of
// Ownership the first card asks where the buyer registers the vehicle; a buyer under the same RTO
// then sees no Form 28 anywhere and seven steps numbered 1 to 7, a sale to another state its own
// seven, "Show every case" brings every case back, and the form opens with the answer already given.
import { expect, test, type Page } from '@playwright/test';
import type { Text } from '../../src/catalog/types';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { expectNoViolations } from './support/axe';
import { realCatalog } from './support/catalog';

test.use({ viewport: { width: 360, height: 780 } });

const entry = realCatalog().entries.find((e) => e.id === 'transfer-ownership')!;
const destination = entry.source.fields!.find((f) => f.name === 'destination')!;

const LANGUAGES = [
  { prefix: '', dictionary: en, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { prefix: '/te', dictionary: te, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;

/** The numbers on the steps' timeline, top to bottom. */
const stepNumbers = (page: Page) => page.locator('.mantine-Timeline-itemBullet').allTextContents();

for (const lang of LANGUAGES) {
  const option = (english: string) => lang.text(destination.options!.find((o) => lang.text(o) === english || (typeof o !== 'string' && o.en === english))!);

  test(`${lang.prefix}/rto-assistance/transfer-ownership: the visitor says where the vehicle goes first, and sees that case only`, async ({ page }) => {
    await page.goto(`${lang.prefix}/rto-assistance/transfer-ownership`);
    const chooser = page.getByRole('group', { name: lang.text(destination.label) });
    await expect(chooser).toBeVisible();
    await expect(page.getByRole('heading', { name: lang.dictionary['guide.yourCase'] })).toBeVisible();
    // Before an answer every case is listed, each with its case.
    await expect(chooser.getByRole('radio', { name: lang.dictionary['guide.caseEvery'] })).toBeChecked();
    await expect(page.getByText('Form 28', { exact: true })).toBeVisible();
    const everyStep = (await stepNumbers(page)).length;
    expect(everyStep).toBeGreaterThan(7);

    // The same RTO: no Form 28 in the documents, the forms or the notes, and seven steps 1 to 7.
    await chooser.getByRole('radio', { name: option('Same RTO') }).check();
    await expect(page.getByTestId('case-hidden')).not.toBeEmpty();
    await expect(page.getByText('Form 28', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Form 28 \(/)).toHaveCount(0);
    expect(await stepNumbers(page)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await expectNoViolations(page, `${lang.prefix} the start view with a case chosen`);

    // Another state: the NOC is back, with its own seven steps.
    await chooser.getByRole('radio', { name: option('Another state') }).check();
    await expect(page.getByText('Form 28', { exact: true })).toBeVisible();
    expect(await stepNumbers(page)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await expect(page.getByTestId('case-hidden')).toContainText(lang.dictionary['guide.caseEvery']);

    // Every case again, then the form starts with the answer given.
    await chooser.getByRole('radio', { name: lang.dictionary['guide.caseEvery'] }).check();
    expect(await stepNumbers(page)).toHaveLength(everyStep);
    await expect(page.getByTestId('case-hidden')).toBeEmpty();
    await chooser.getByRole('radio', { name: option('Another state') }).check();
    await page.getByRole('button', { name: lang.dictionary['info.start'], exact: true }).click();
    await expect(page.locator('#root_destination')).toHaveValue('Another state');
  });
}

test('the first tap on an answer, before the page is live, is kept', async ({ page }) => {
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/rto-assistance/transfer-ownership', { waitUntil: 'commit' });
  const chooser = page.getByRole('group', { name: 'Where will the buyer register the vehicle?' });
  await chooser.getByRole('radio', { name: 'Same RTO' }).check();
  // Tapped on the prerendered HTML: the page's code has not run yet (its scripts come 400 ms late each).
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  await expect(page.getByText('Form 28', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(chooser.getByRole('radio', { name: 'Same RTO' })).toBeChecked();
});
