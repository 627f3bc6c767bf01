// A return for correction end to end: the desk flags the chassis number of a Vehicle Fitness request
// with a reason, the visitor's texted fix link (/f/<code>) opens only that question (in English and in Telugu)
// with the other answers this phone keeps, and the corrected send opens WhatsApp under the same
// service number with a Correction line, after which the desk sees the correction sent. A licence
// renewal's link, opened in a tab with no draft, asks only the flagged answer and reads the rest from
// the request's case: the correction carries the request's fee sheet, or the new one a corrected
// choice makes, which the desk then shows; an answer left empty says why at its question.
import { expect, test, type Page } from '@playwright/test';
import type { Text } from '../../src/catalog/types';
import { formatRupees } from '../../src/core/rupees';
import { en } from '../../src/shared/i18n/en';
import { enFix } from '../../src/shared/i18n/en-fix';
import { te } from '../../src/shared/i18n/te';
import { teFix } from '../../src/shared/i18n/te-fix';
import { textsTo, uniquePhone } from './support/auth';
import { adminOnPage } from './support/admin-console';
import { expectNoViolations } from './support/axe';
import { realCatalog } from './support/catalog';
import { fixLinkTo, returnOnDesk } from './support/fix-return';
import { sendAfterReview } from './support/form-view';
import { openedCalls, recordWindowOpen } from './support/open-recorder';
import { typeDate } from './support/answer-field';

test.describe.configure({ timeout: 120_000 });

test('the desk returns the chassis number; the fix link asks only it, in English and Telugu, and the correction goes to WhatsApp', async ({ page, browser }) => {
  const phone = uniquePhone('8');
  await recordWindowOpen(page, { allow: true });
  await page.goto('/services/vehicle-fitness');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
  // The questions the fitness fee sheet reads: the class, transport use, age and the expiry date.
  await page.locator('#root_vehicleClass').selectOption('Light motor vehicle');
  await page.locator('#root_use').selectOption('No');
  await page.locator('#root_age').selectOption('Less than 7 years');
  await typeDate(page, 'expiryDate', '2026-01-15');
  await page.getByLabel('Vehicle Number').fill('AP39BJ1234');
  await page.getByLabel('Chassis Number').fill('MA3EWDE1S00123');
  await page.getByLabel('Mobile Number').fill(phone);
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');
  // The fix link comes by text: the visitor ticks the status texts.
  await sendAfterReview(page, { statusTexts: true });
  expect((await recorded).status()).toBe(201);

  // The desk, in its own browser: the message is there (received), then the chassis number is wrong.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await adminOnPage(desk, 'moderator');
  await returnOnDesk(desk, serviceNumber, [{ label: 'Chassis Number', reason: { preset: 'numberWrong' } }], () =>
    expectNoViolations(desk, 'the request page with the return dialog open'),
  );
  await expect(desk.getByTestId('step-fix')).toContainText('Correction round 1');
  await expect(desk.getByTestId('step-fix')).toContainText('Chassis Number: Number looks wrong');

  // The visitor's text carries the short fix link (tests/e2e/fix-link.spec.ts reads its words).
  await expect.poll(() => textsTo(phone).some((text) => /\/f\/[\w-]{12}$/.test(text))).toBe(true);
  const link = new URL(/https?:\/\/\S+$/.exec(textsTo(phone).find((text) => /\/f\/[\w-]{12}$/.test(text))!)![0]);
  expect(link.pathname).toMatch(/^\/f\/[\w-]{12}$/);

  // In Telugu: the notice, the chassis question with the desk's reason, the other answers read-only.
  await page.goto(`/te${link.pathname}`);
  const fix = page.getByTestId('fix-view');
  await expect(fix).toContainText('ఈ సమాధానాలను సరిచేయమని మా టీమ్ అడుగుతోంది');
  await expect(fix.getByRole('textbox', { name: 'ఛాసిస్ నంబర్' })).toBeVisible();
  await expect(fix).toContainText('నంబర్ తప్పుగా ఉన్నట్లుంది');
  await expect(fix.getByRole('textbox')).toHaveCount(1);
  await expect(page.getByTestId('fix-kept')).toContainText('AP39BJ1234');

  // In English: only that question is asked; the send opens WhatsApp with the same number.
  await page.goto(link.pathname);
  await expect(fix).toContainText('The desk asks you to correct these answers');
  await expect(fix.getByRole('textbox')).toHaveCount(1);
  const chassis = fix.getByRole('textbox', { name: 'Chassis Number' });
  await expect(chassis).toBeVisible();
  await expect(fix).toContainText('Number looks wrong');
  await expectNoViolations(page, 'the fix view');
  await chassis.fill('MA3EWDE1S00654321');
  const noted = page.waitForResponse((r) => r.url().endsWith('/api/requests/fix/sent'));
  await page.getByTestId('fix-send').click();
  expect((await noted).status()).toBe(200);
  // The fitness page's fees read its case, so the correction carries the case as recorded.
  expect((await noted).request().postDataJSON()).toMatchObject({ code: link.pathname.slice(3) });
  await expect(page.getByTestId('fix-sent')).toBeVisible();
  const [url, target] = (await openedCalls(page)).at(-1)!;
  expect(target).toBe('_blank');
  const message = new URL(url).searchParams.get('text') ?? '';
  expect(message).toContain(`Service Number: ${serviceNumber}`);
  expect(message).toContain('*Correction (round 1)*');
  expect(message).toContain('MA3EWDE1S00654321');
  expect(message).toContain('AP39BJ1234');

  // The desk sees the round trip; the link no longer opens.
  await desk.reload();
  await expect(desk.getByTestId('request-timeline')).toContainText('Correction sent (round 1)');
  await page.reload();
  await expect(page.getByTestId('fix-failed')).toContainText('This correction is no longer open');
  await deskContext.close();
});

const renewal = realCatalog().entries.find((e) => e.id === 'driving-licence-renewal')!;
const LESS_THAN_A_YEAR = 'It expired less than a year ago';
const NOT_EXPIRED = 'It has not expired yet';
const LICENCE = 'AP0120190001234';
const LANGUAGES = [
  { code: 'en', prefix: '', dictionary: { ...en, ...enFix }, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { code: 'te', prefix: '/te', dictionary: { ...te, ...teFix }, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;
type Language = (typeof LANGUAGES)[number];
/** A required field's error as a person says it ("Enter the licence number"): the label in the sentence's case. */
const enterThe = (lang: Language, label: string) => lang.dictionary['form.enter'].replace('{label}', lang.code === 'en' ? label.toLowerCase() : label);

const field = (name: string) => renewal.source.fields!.find((f) => f.name === name)!;
const optionLabel = (lang: Language, name: string, value: string) => lang.text(field(name).options!.find((o) => (typeof o === 'string' ? o : o.en) === value)!);

/** The visitor's day six months back (one year begun since), as YYYY-MM-DD. */
function sixMonthsAgo(): string {
  const day = new Date();
  day.setDate(1);
  day.setMonth(day.getMonth() - 6);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-15`;
}

/** The text of the last WhatsApp chat the page opened. */
const lastMessage = async (page: Page) => new URL((await openedCalls(page)).at(-1)![0]).searchParams.get('text') ?? '';
/** A message's fee sheet: its paragraph of official fees, their lines and our service fee. */
const feesOf = (lang: Language, message: string) => message.split('\n\n').find((part) => part.includes(lang.dictionary['fees.official'].split('{amount}')[0]!)) ?? '';

/** A licence renewal sent from the page in this language; its number, mobile number and WhatsApp text. */
async function sendRenewal(page: Page, lang: Language, expiry: string, expiryDate?: string) {
  await page.goto(`${lang.prefix}/services/driving-licence-renewal`);
  await page.getByRole('button', { name: lang.dictionary['terms.agree'] }).click();
  const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
  const phone = uniquePhone('8');
  await page.locator('#root_expiry').selectOption(expiry);
  if (expiryDate) await typeDate(page, 'expiryDate', expiryDate);
  await page.locator('#root_transport').selectOption('No');
  await page.locator('#root_licenceNumber').fill(LICENCE);
  await typeDate(page, 'dateOfBirth', '1990-04-12');
  await page.locator('#root_mobileNumber').fill(phone);
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');
  // The fix link comes by text: the visitor ticks the status texts.
  await sendAfterReview(page, { statusTexts: true });
  expect((await recorded).status()).toBe(201);
  return { serviceNumber, phone, message: await lastMessage(page) };
}

/** Opens the fix link in the page and waits for its view (a fresh tab's island wakes from the address once its code has run). */
async function openFixLink(page: Page, link: string) {
  await page.goto(link);
  const fix = page.getByTestId('fix-view');
  await expect(fix).toBeVisible({ timeout: 20_000 });
  return fix;
}

/** The fix view's questions a visitor can answer (hidden ones are not asked). */
// A date's Month and Year boxes belong to the question its Day box is.
const questionsIn = (page: Page) => page.getByTestId('fix-view').locator('form').locator('input:visible:not([id$="-month"], [id$="-year"]), select:visible, textarea:visible');

/** Sends the correction and waits for /fix/sent; the case it carried. */
async function sendCorrection(page: Page): Promise<unknown> {
  const noted = page.waitForResponse((r) => r.url().endsWith('/api/requests/fix/sent'));
  await page.getByTestId('fix-send').click();
  const response = await noted;
  expect(response.status()).toBe(200);
  await expect(page.getByTestId('fix-sent')).toBeVisible();
  return (response.request().postDataJSON() as { case?: unknown }).case;
}

for (const lang of LANGUAGES) {
  const rupees = (amount: number) => formatRupees(amount, lang.code);
  const licenceLabel = lang.text(field('licenceNumber').label!);

  test(`${lang.prefix}/services/driving-licence-renewal: the desk returns only the licence number; its link asks only that, says why when left empty, and the correction carries the same ${rupees(1300)}`, async ({ page, browser }) => {
    await recordWindowOpen(page, { allow: true });
    const sent = await sendRenewal(page, lang, LESS_THAN_A_YEAR, sixMonthsAgo());
    expect(sent.message).toContain(lang.dictionary['fees.officialEstimate'].replace('{amount}', rupees(1300)));

    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await adminOnPage(desk, 'moderator');
    const before = textsTo(sent.phone).length;
    await returnOnDesk(desk, sent.serviceNumber, [{ label: 'Licence Number', reason: { preset: 'numberWrong' } }]);
    await expect(desk.getByTestId('desk-fees')).toContainText(formatRupees(1300, 'en'));
    const link = await fixLinkTo(sent.phone, before);

    // The tab that sent it keeps the draft: the old answer shows under the one question, with the reason.
    const fix = await openFixLink(page, link);
    await expect(fix.getByRole('textbox', { name: licenceLabel })).toBeVisible();
    await expect(questionsIn(page)).toHaveCount(1);
    await expect(fix).toContainText(lang.dictionary['fix.before'].replace('{answer}', LICENCE));
    const reason = fix.getByTestId('fix-reason');
    await expect(reason).toHaveText(`${lang.dictionary['fix.reasonLead']} ${lang.code === 'en' ? 'Number looks wrong' : 'నంబర్ తప్పుగా ఉన్నట్లుంది'}`);
    // The reason reads at the question's own size, not as a small grey hint.
    const sizes = await reason.evaluate((node) => {
      const label = node.closest('.mantine-InputWrapper-root')?.querySelector('label');
      return [getComputedStyle(node).fontSize, label ? getComputedStyle(label).fontSize : ''];
    });
    expect(sizes[0]).toBe(sizes[1]);

    // Opened from the text, in a tab of its own (no draft): still only that question; the case's choice shown.
    const opened = await page.context().newPage();
    await recordWindowOpen(opened, { allow: true });
    const fresh = await openFixLink(opened, link);
    const licence = fresh.getByRole('textbox', { name: licenceLabel });
    await expect(licence).toBeVisible();
    await expect(questionsIn(opened)).toHaveCount(1);
    await expect(opened.getByTestId('fix-kept')).toContainText(optionLabel(lang, 'expiry', LESS_THAN_A_YEAR));
    await expectNoViolations(opened, `${lang.prefix} the fix view of a renewal`);

    // Sent empty: it says why at the question, in the page's language, and nothing opens.
    await opened.getByTestId('fix-send').click();
    await expect(licence).toHaveAttribute('aria-invalid', 'true');
    await expect(fresh).toContainText(enterThe(lang, licenceLabel));
    await expect(licence).toBeFocused();
    expect(await openedCalls(opened)).toHaveLength(0);

    await licence.fill('AP0120190009876');
    expect(await sendCorrection(opened)).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
    const corrected = await lastMessage(opened);
    expect(corrected).toContain(`*${lang.dictionary['message.correction'].replace('{round}', '1')}*`);
    expect(corrected).toContain('AP0120190009876');
    expect(feesOf(lang, corrected)).toBe(feesOf(lang, sent.message));
    expect(feesOf(lang, corrected)).toContain(rupees(1300));

    await desk.reload();
    await expect(desk.getByTestId('request-timeline')).toContainText('Correction sent (round 1)');
    await expect(desk.getByTestId('desk-fees')).toContainText(formatRupees(1300, 'en'));
    await deskContext.close();
  });

  test(`${lang.prefix}/services/driving-licence-renewal: a corrected expiry asks its date and changes the fee, in the message and on the desk's page`, async ({ page, browser }) => {
    await recordWindowOpen(page, { allow: true });
    const sent = await sendRenewal(page, lang, NOT_EXPIRED);
    expect(feesOf(lang, sent.message)).toContain(rupees(200));

    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await adminOnPage(desk, 'moderator');
    const before = textsTo(sent.phone).length;
    const words = 'Sarathi shows it expired in the autumn';
    await returnOnDesk(desk, sent.serviceNumber, [{ label: 'When does your licence expire?', reason: { words } }]);
    await expect(desk.getByTestId('desk-fees')).toContainText(formatRupees(200, 'en'));
    const link = await fixLinkTo(sent.phone, before);

    const opened = await page.context().newPage();
    await recordWindowOpen(opened, { allow: true });
    const fix = await openFixLink(opened, link);
    await expect(fix).toContainText(words);
    // The old answer comes from the request's case: this tab has no draft.
    await expect(fix).toContainText(lang.dictionary['fix.before'].replace('{answer}', optionLabel(lang, 'expiry', NOT_EXPIRED)));
    await expect(questionsIn(opened)).toHaveCount(1);

    // "Expired" brings in the expiry date, which the record has no answer to: asked, and required.
    await opened.locator('#root_expiry').selectOption(LESS_THAN_A_YEAR);
    const expiryDate = opened.locator('#root_expiryDate');
    await expect(expiryDate).toBeVisible();
    await expect(questionsIn(opened)).toHaveCount(2);
    await opened.getByTestId('fix-send').click();
    await expect(expiryDate).toHaveAttribute('aria-invalid', 'true');
    await expect(fix).toContainText(enterThe(lang, lang.text(field('expiryDate').label!)));
    expect(await openedCalls(opened)).toHaveLength(0);

    await typeDate(opened, 'expiryDate', sixMonthsAgo());
    expect(await sendCorrection(opened)).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
    const corrected = await lastMessage(opened);
    expect(feesOf(lang, corrected)).toContain(lang.dictionary['fees.officialEstimate'].replace('{amount}', rupees(1300)));

    await desk.reload();
    await expect(desk.getByTestId('desk-fees')).toContainText(formatRupees(1300, 'en'));
    await deskContext.close();
  });
}
