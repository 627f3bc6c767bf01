// The story the conditional questions were built for, as a visitor lives it, in English and Telugu:
// the buyer of a used two-wheeler moving it to another RTO sees only the questions and documents of
// that case (within Andhra Pradesh no NOC, Form 28), checks the answers, changes one (to another
// state: the NOC and the new state's Form 27), and WhatsApp gets exactly the answers shown. The
// RTO where the vehicle is registered is chosen from catalog/offices.yaml: named on the review step
// and in the message in the page's language, and with its address on /track once recorded.
import { expect, test, type Page } from '@playwright/test';
import type { Text } from '../../src/catalog/types';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { uniquePhone } from './support/auth';
import { expectNoViolations } from './support/axe';
import { realCatalog } from './support/catalog';
import { sendAfterReview, tapAtScreenBottom } from './support/form-view';
import { answerRecordsLocally, openedCalls, recordWindowOpen } from './support/open-recorder';

const entry = realCatalog().entries.find((e) => e.id === 'transfer-ownership')!;
const field = (name: string) => entry.source.fields!.find((f) => f.name === name)!;
const documents = entry.source.info!.documents;
const office = field('district').offices!.find((o) => o.id === 'kurnool-rto')!;

const LANGUAGES = [
  { prefix: '', dictionary: en, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { prefix: '/te', dictionary: te, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;

for (const lang of LANGUAGES) {
  const label = (name: string) => lang.text(field(name).label);
  /** The document whose English text starts so, in the page's language. */
  const documentText = (start: string) => {
    const item = documents.find((d) => JSON.stringify(d).includes(start))!;
    return lang.text(typeof item === 'object' && 'text' in item ? item.text : item);
  };
  const select = (page: Page, name: string, value: string) => page.locator(`#root_${name}`).selectOption(value);

  test(`${lang.prefix}/rto-assistance/transfer-ownership: a buyer moving a two-wheeler to another RTO`, async ({ page }) => {
    await recordWindowOpen(page);
    await answerRecordsLocally(page);
    await page.goto(`${lang.prefix}/rto-assistance/transfer-ownership`);
    await page.getByRole('button', { name: lang.dictionary['info.start'], exact: true }).click();
    const summary = page.getByTestId('documents-summary');

    // Before the case is known: no follow-up questions, and only the documents every case needs.
    await expect(page.locator('#root_newRto')).toBeHidden();
    await expect(page.locator('#root_financier')).toBeHidden();
    await expect(summary).not.toContainText(documentText('Form 28'));

    await select(page, 'role', 'I am the buyer');
    await select(page, 'vehicleClass', 'Two-wheeler');
    await select(page, 'district', office.id);
    await select(page, 'destination', 'Another RTO in Andhra Pradesh');
    await expect(page.locator('#root_newRto')).toBeVisible();
    await page.locator('#root_newRto').fill('Visakhapatnam');
    await select(page, 'onLoan', 'No');
    await expect(page.locator('#root_financier')).toBeHidden();
    // The documents follow: no NOC within the state, no PAN for a two-wheeler, no financier's NOC.
    await expect(summary).not.toContainText(documentText('Form 28'));
    await expect(summary).not.toContainText(documentText('PAN cards'));
    await expect(summary).not.toContainText(documentText("The financier's NOC"));

    await page.locator('#root_vehicleNumber').fill('ap39bj1234');
    await page.locator('#root_sellerName').fill('Ravi Kumar');
    await page.locator('#root_buyerName').fill('Lakshmi Devi');
    await page.locator('#root_mobileNumber').fill('98765 01234');
    await page.getByLabel(lang.dictionary['consent.agree']).check();
    await page.locator('form button[type="submit"]').click();

    // Check your answers, then change where the vehicle goes.
    const review = page.getByTestId('review');
    await expect(page.getByRole('heading', { name: lang.dictionary['review.title'] })).toBeFocused();
    await expect(review.getByTestId('review-newRto')).toContainText('Visakhapatnam');
    // The office in the words the message and the desk use too: its name.
    await expect(review.getByTestId('review-district').locator('dd').first()).toHaveText(lang.text(office.name));
    await expect(review.getByTestId('review-financier')).toHaveCount(0);
    await expect(review).not.toContainText(documentText('Form 28'));
    await expectNoViolations(page, `${lang.prefix} transfer-ownership answers`);
    await page.getByRole('button', { name: lang.dictionary['review.changeField'].replace('{label}', label('destination')) }).click();
    await expect(page.locator('#root_destination')).toBeFocused();
    await select(page, 'destination', 'Another state');
    await page.locator('#root_newRto').fill('Telangana');
    await page.locator('form button[type="submit"]').click();
    await expect(review.getByTestId('review-newRto')).toContainText('Telangana');
    await expect(review).toContainText(documentText('Form 28'));
    await expect(review).toContainText(documentText('Form 27'));
    expect(await openedCalls(page)).toEqual([]);
    await page.getByTestId('review-send').click();

    const message = new URL((await openedCalls(page))[0]?.[0] ?? '').searchParams.get('text') ?? '';
    const option = (name: string, value: string) => {
      const index = (field(name).options ?? []).findIndex((o) => (typeof o === 'string' ? o : o.en) === value);
      return lang.text(field(name).options![index]!);
    };
    expect(message).toContain(
      [
        `${label('role')}: ${lang.prefix ? option('role', 'I am the buyer') : 'I am the buyer'}`,
        `${label('vehicleClass')}: ${lang.prefix ? option('vehicleClass', 'Two-wheeler') : 'Two-wheeler'}`,
        `${label('district')}: ${lang.text(office.name)}`,
        `${label('destination')}: ${lang.prefix ? option('destination', 'Another state') : 'Another state'}`,
        `${label('newRto')}: Telangana`,
        `${label('onLoan')}: ${lang.prefix ? option('onLoan', 'No') : 'No'}`,
        `${label('vehicleNumber')}: AP39BJ1234`,
      ].join('\n'),
    );
    expect(message.split('\n').filter((line) => line.startsWith(`${label('financier')}:`))).toEqual([]);
    expect(message).toContain(`- ${documentText('Form 28')}`);
    expect(message).toContain(`- ${documentText('Form 27')}`);
    expect(message).not.toContain(documentText('PAN cards'));
  });

  test(`${lang.prefix}/track: a seller's transfer names the RTO where the vehicle is registered, with its address`, async ({ page }) => {
    await recordWindowOpen(page, { allow: true });
    await page.goto(`${lang.prefix}/rto-assistance/transfer-ownership`);
    await page.getByRole('button', { name: lang.dictionary['info.start'], exact: true }).click();
    const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
    const phone = uniquePhone('9');
    const visakhapatnam = field('district').offices!.find((o) => o.id === 'visakhapatnam-rto')!;
    await select(page, 'role', 'I am the seller');
    await select(page, 'vehicleClass', 'Car');
    await select(page, 'district', visakhapatnam.id);
    await select(page, 'destination', 'Same RTO');
    await select(page, 'onLoan', 'No');
    await page.locator('#root_vehicleNumber').fill('AP31BJ1234');
    await page.locator('#root_sellerName').fill('Ravi Kumar');
    await page.locator('#root_buyerName').fill('Lakshmi Devi');
    await page.locator('#root_mobileNumber').fill(phone);
    await page.getByLabel(lang.dictionary['consent.agree']).check();
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');
    await sendAfterReview(page);
    expect((await recorded).request().postDataJSON()).toMatchObject({ case: { district: visakhapatnam.id } });

    await page.getByTestId('track-request-link').click();
    await page.getByLabel(lang.dictionary['track.phone']).fill(phone);
    await tapAtScreenBottom(page.getByRole('button', { name: lang.dictionary['track.submit'] }));
    await expect(page.getByTestId('track-result').getByTestId('track-office')).toHaveText(
      `${lang.dictionary['requests.office']}: ${lang.text(visakhapatnam.name)} (${lang.text(visakhapatnam.district)}), ${lang.text(visakhapatnam.address)}`,
    );
    await expect(page.getByTestId('track-result')).toContainText(serviceNumber);
    await expectNoViolations(page, `${lang.prefix}/track with the office`);
  });
}
