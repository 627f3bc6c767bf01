// /track with the case a sent form's record carries, in English and Telugu: the licence renewal of
// a licence expired 20 months ago is recorded with its case (the choice its fees read and 2 years
// begun, never the date or the licence number), and /track, where the status texts link, shows how
// long the service usually takes beside the status and the official fees of that case.
import { expect, test } from '@playwright/test';
import type { Text } from '../../src/catalog/types';
import { formatRupees } from '../../src/core/rupees';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { uniquePhone } from './support/auth';
import { expectNoViolations } from './support/axe';
import { realCatalog } from './support/catalog';
import { sendAfterReview, tapAtScreenBottom } from './support/form-view';
import { recordWindowOpen } from './support/open-recorder';
import { typeDate } from './support/answer-field';

const entry = realCatalog().entries.find((e) => e.id === 'driving-licence-renewal')!;
const feeFor = (start: string) => entry.source.fees!.find((f) => (typeof f.for === 'string' ? f.for : f.for.en).startsWith(start))!;
const EXPIRED = 'It expired more than a year ago';

const LANGUAGES = [
  { code: 'en', prefix: '', dictionary: en, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { code: 'te', prefix: '/te', dictionary: te, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;

/** The visitor's day 20 months back (2 years begun since), as YYYY-MM-DD. */
function twentyMonthsAgo(): string {
  const day = new Date();
  day.setDate(1);
  day.setMonth(day.getMonth() - 20);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-15`;
}

for (const lang of LANGUAGES) {
  const rupees = (amount: number) => formatRupees(amount, lang.code);

  test(`${lang.prefix}/track: the renewal of a licence expired 20 months ago usually takes 30 working days and owes ${rupees(2300)}`, async ({ page }) => {
    await recordWindowOpen(page, { allow: true });
    await page.goto(`${lang.prefix}/services/driving-licence-renewal`);
    await page.getByRole('button', { name: lang.dictionary['terms.agree'] }).click();
    const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
    const phone = uniquePhone('9');
    await page.locator('#root_expiry').selectOption(EXPIRED);
    await typeDate(page, 'expiryDate', twentyMonthsAgo());
    await page.locator('#root_transport').selectOption('Yes');
    await page.locator('#root_licenceNumber').fill('AP3920190001234');
    await typeDate(page, 'dateOfBirth', '1990-01-15');
    await page.locator('#root_mobileNumber').fill(phone);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');
    await sendAfterReview(page);
    const post = await recorded;
    expect(post.status()).toBe(201);
    // The case: the choice the fees read, the years begun and the side of 40 the applicant is on; the dates and licence stay in WhatsApp.
    expect(post.request().postDataJSON()).toEqual({ entryId: entry.id, serviceNumber, phone, language: lang.code, case: { expiry: EXPIRED, expiryDate: 2, dateOfBirth: 0 }, consents: ['request'], noticeVersion: expect.stringMatching(/^[0-9a-f]{16}$/) });

    // No AP source states this service's time yet (docs/content-sources.md), so the catalogue gives
    // none: the server's own answer is passed on with 30 working days added, as an entry's
    // expectedTime makes it say, to show the line as a visitor reads it.
    await page.route('**/api/requests/track', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { request: Record<string, unknown> };
      await route.fulfill({ response, json: { request: { ...body.request, expectedTime: { days: 30, counting: 'working' } } } });
    });

    // The status texts link to /track with the number filled in; the track link after sending does the same.
    await page.getByTestId('track-request-link').click();
    await expect(page).toHaveURL(`${lang.prefix}/track?serviceNumber=${serviceNumber}`);
    await page.getByLabel(lang.dictionary['track.phone']).fill(phone);
    await tapAtScreenBottom(page.getByRole('button', { name: lang.dictionary['track.submit'] }));

    const result = page.getByTestId('track-result');
    await expect(result.getByTestId('track-time')).toHaveText(lang.dictionary['requests.usuallyTakes.working'].replace('{days}', '30'));
    const fees = result.getByTestId('track-fees');
    // An estimate: AP's table counts the late fee from the end of a grace period (the card only may apply).
    await expect(fees).toContainText(lang.dictionary['fees.officialEstimate'].replace('{amount}', rupees(2300)));
    await expect(fees).toContainText(`${lang.text(feeFor('Renewal of a driving licence after').for)}: ${rupees(300)}`);
    await expect(fees).toContainText(`${lang.text(feeFor('Late fee').for)}: ${rupees(2000)} (${lang.dictionary['fees.times'].replace('{amount}', rupees(1000)).replace('{count}', '2')})`);
    await expect(fees).toContainText(lang.dictionary['fees.serviceNone']);
    await expectNoViolations(page, `${lang.prefix}/track with time and fees`);
  });
}
