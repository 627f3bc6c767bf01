// The official fee sheet as a visitor meets it, in English and Telugu: the renewal page lists every
// fee with its case and source before the terms; a licence that expired 8 months ago owes the late
// renewal and one year begun of the late fee, which the answers' check and the WhatsApp text total.
import { expect, test } from '@playwright/test';
import type { FeeSource, Text } from '../../src/catalog/types';
import { formatRupees } from '../../src/core/rupees';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { expectNoViolations } from './support/axe';
import { realCatalog } from './support/catalog';
import { answerRecordsLocally, openedCalls, recordWindowOpen } from './support/open-recorder';
import { tapAtScreenBottom } from './support/form-view';
import { typeDate } from './support/answer-field';

const entry = realCatalog().entries.find((e) => e.id === 'driving-licence-renewal')!;
const fees = entry.source.fees!;
const feeFor = (start: string) => fees.find((f) => (typeof f.for === 'string' ? f.for : f.for.en).startsWith(start))!;

const LANGUAGES = [
  { code: 'en', prefix: '', dictionary: en, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { code: 'te', prefix: '/te', dictionary: te, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;

/** The visitor's day moved back by whole months, as YYYY-MM-DD (the date input's value). */
function monthsAgo(months: number): string {
  const day = new Date();
  day.setDate(1);
  day.setMonth(day.getMonth() - months);
  const lastDay = new Date(day.getFullYear(), day.getMonth() + 1, 0).getDate();
  day.setDate(Math.min(new Date().getDate(), lastDay));
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

for (const lang of LANGUAGES) {
  const rupees = (amount: number) => formatRupees(amount, lang.code);

  test(`${lang.prefix}/services/driving-licence-renewal: a licence expired 8 months ago owes ${rupees(1300)}`, async ({ page }) => {
    await recordWindowOpen(page);
    await answerRecordsLocally(page);
    await page.goto(`${lang.prefix}/services/driving-licence-renewal`);

    // Every fee before the terms, each with its case, amount and source.
    const sheet = page.getByTestId('fee-sheet');
    const renewal = feeFor('Renewal of a driving licence after');
    const late = feeFor('Late fee');
    await expect(sheet).toContainText(`${lang.text(feeFor('Renewal of a driving licence').for)}: ${rupees(200)}`);
    await expect(sheet).toContainText(`${lang.text(renewal.for)}: ${rupees(300)}`);
    await expect(sheet).toContainText(lang.dictionary['fees.each'].replace('{amount}', rupees(1000)));
    // Each fee's case names the question and the answer in the page's language: on the Telugu page
    // the first read 'మీ లైసెన్స్ గడువు ఎప్పుడు?: It has not expired yet అయితేనే'.
    const expiry = entry.source.fields!.find((f) => f.name === 'expiry')!;
    const option = (value: string) => lang.text(expiry.options!.find((o) => (typeof o === 'string' ? o : o.en) === value)!);
    const answer = lang.dictionary['guide.caseAnswer'].replace('{question}', lang.text(expiry.label));
    const only = (answers: string[]) => lang.dictionary['guide.onlyIf'].replace('{case}', answer.replace('{answers}', answers.join(lang.dictionary['guide.caseOr'])));
    const cases = sheet.getByTestId('case-label');
    await expect(cases).toHaveText([
      only([option('It has not expired yet')]),
      only([option('It expired less than a year ago'), option('It expired more than a year ago')]),
      only([option('It expired less than a year ago'), option('It expired more than a year ago')]),
    ]);
    if (lang.code === 'te') {
      for (const text of await cases.allTextContents()) expect(text).not.toMatch(/It (has|expired)/);
    }
    const source = sheet.getByRole('link', { name: lang.text(renewal.source.title) }).first();
    await expect(source).toHaveAttribute('href', renewal.source.url);
    await expect(page.getByTestId('service-fee')).toHaveText(lang.dictionary['fees.serviceNone']);
    await expectNoViolations(page, `${lang.prefix} renewal fee sheet`);

    await page.getByRole('button', { name: lang.dictionary['terms.agree'] }).click();
    await page.locator('#root_expiry').selectOption('It expired less than a year ago');
    await typeDate(page, 'expiryDate', monthsAgo(8));
    await page.locator('#root_transport').selectOption('No');
    await page.locator('#root_licenceNumber').fill('AP3920190001234');
    await typeDate(page, 'dateOfBirth', '1990-01-15');
    await page.locator('#root_mobileNumber').fill('98765 01234');

    // The answers' check totals this case only: ₹300 and one year begun of ₹1,000, and the card charge
    // if AP issues one: an estimate, as AP's table counts the late fee from the end of a grace period.
    const total = lang.dictionary['fees.officialEstimate'].replace('{amount}', rupees(1300));
    await page.locator('form button[type="submit"]').click();
    const fees = page.getByTestId('review-fees');
    await expect(fees).toContainText(total);
    await expect(fees).toContainText(`${lang.text(renewal.for)}: ${rupees(300)}`);
    await expect(fees).toContainText(`${lang.text(late.for)}: ${rupees(1000)}`);
    await expect(fees).toContainText(lang.dictionary['fees.estimate'].replace('{note}', lang.text(late.note!)));
    await expect(fees).not.toContainText(`${lang.text(feeFor('Renewal of a driving licence').for)}: ${rupees(200)}`);
    await expect(fees).toContainText(lang.dictionary['fees.serviceNone']);
    await expectNoViolations(page, `${lang.prefix} renewal answers and fees`);

    await tapAtScreenBottom(page.getByTestId('review-send'));
    const message = new URL((await openedCalls(page))[0]?.[0] ?? '').searchParams.get('text') ?? '';
    expect(message.split('\n')).toContain(total);
    // Counted once, the late fee says no count ('₹1,000 (₹1,000 × 1)' before).
    // Counted once, without "× 1"; its estimate's note follows on the same line.
    expect(message.split('\n').some((line) => line.startsWith(`- ${lang.text(late.for)}: ${rupees(1000)}. `))).toBe(true);
    expect(message).toContain(lang.dictionary['fees.serviceNone']);
  });
}

const [duplicate, charges] = realCatalog().entries.find((e) => e.id === 'duplicate-driving-licence')!.source.fees! as [FeeSource, FeeSource];
const { maskedAadhaar } = realCatalog().site.texts;

for (const lang of LANGUAGES) {
  const rupees = (amount: number) => formatRupees(amount, lang.code);

  test(`${lang.prefix}/services/duplicate-driving-licence: the duplicate's ${rupees(100)} with its source, a masked Aadhaar asked for, and the example values said`, async ({ page }) => {
    await page.goto(`${lang.prefix}/services/duplicate-driving-licence`);
    const sheet = page.getByTestId('fee-sheet');
    await expect(sheet).toContainText(`${lang.text(duplicate.for)}: ${rupees(100)}`);
    await expect(sheet.getByRole('link', { name: lang.text(duplicate.source.title) }).first()).toHaveAttribute('href', duplicate.source.url);
    // The application fee and service charge AP's page lists: not confirmed, so Sarathi states them.
    await expect(sheet).toContainText(`${lang.text(charges.for)}: ${lang.dictionary['fees.rtoStates']}`);
    await expect(page.getByTestId('masked-aadhaar')).toHaveText(lang.text(maskedAadhaar!));
    // This build carries site.yaml's example contact, service fee and figures: the page says so first.
    const banner = page.getByTestId('example-values');
    await expect(banner).toHaveText(lang.dictionary['site.examples']);
    const top = await banner.boundingBox();
    expect(top?.y).toBe(0);
    await expectNoViolations(page, `${lang.prefix} duplicate licence fee sheet`);
  });
}

test('the example values line is in the served HTML of every kind of public page, so nothing moves when the code arrives', async ({ request }) => {
  for (const path of ['/', '/te/', '/services/duplicate-driving-licence', '/rto-assistance/duplicate-rc', '/track']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-testid="example-values"');
  }
});
