// The send step's consents as a visitor meets them: status texts asked unticked, apart from the
// terms, and recorded as given; for an applicant under 18, nothing goes to WhatsApp or the server
// until the guardian's code, texted to the guardian's phone, is entered (English and Telugu).
import { expect, test, type Page } from '@playwright/test';
import { enConsent } from '../../src/shared/i18n/en-consent';
import { enGuardian } from '../../src/shared/i18n/en-guardian';
import { teConsent } from '../../src/shared/i18n/te-consent';
import { teGuardian } from '../../src/shared/i18n/te-guardian';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { expectNoViolations } from './support/axe';
import { otpCode, uniquePhone } from './support/auth';
import { openedCalls, recordWindowOpen } from './support/open-recorder';
import { typeDate } from './support/answer-field';

test.describe.configure({ timeout: 60_000 });

const LANGUAGES = [
  { code: 'en', prefix: '', consent: enConsent, guardian: enGuardian, gearless: 'Motorcycle without gear', terms: en['terms.agree'] },
  { code: 'te', prefix: '/te', consent: teConsent, guardian: teGuardian, gearless: 'గేర్ లేని మోటార్‌సైకిల్', terms: te['terms.agree'] },
] as const;

/** A birth date that makes the applicant `years` old today (a day past the birthday). */
function bornYearsAgo(years: number): string {
  const day = new Date(Date.now() - 86_400_000);
  return `${day.getFullYear() - years}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

async function learnerForm(page: Page, language: (typeof LANGUAGES)[number], dateOfBirth: string, phone: string): Promise<string> {
  await recordWindowOpen(page, { allow: true });
  await page.goto(`${language.prefix}/services/apply-learner-licence`);
  await page.getByRole('button', { name: language.terms }).click();
  await expect(page.getByTestId('service-number')).toBeVisible();
  await page.getByRole('checkbox', { name: language.gearless }).check();
  await page.locator('#root_idProof').selectOption({ index: 2 });
  await typeDate(page, 'dateOfBirth', dateOfBirth);
  await page.locator('#root_mobileNumber').fill(phone);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('review')).toBeVisible();
  return (await page.getByTestId('service-number').textContent()) ?? '';
}

const recordPost = (page: Page) => page.waitForRequest((r) => r.url().endsWith('/api/requests') && r.method() === 'POST');

for (const language of LANGUAGES) {
  test(`${language.code}: status texts are asked unticked on the send step and recorded only as given`, async ({ page }) => {
    const phone = uniquePhone('8');
    await learnerForm(page, language, '1995-06-15', phone);
    const texts = page.getByRole('checkbox', { name: language.consent['consent.statusTexts'] });
    await expect(texts).not.toBeChecked();
    await expect(page.getByTestId('send-consents')).toContainText(language.consent['consent.requestSend']);
    await expect(page.getByTestId('guardian-consent')).toHaveCount(0);
    const posted = recordPost(page);
    await page.getByTestId('review-send').click();
    const body = (await posted).postDataJSON() as { consents: string[]; noticeVersion: string };
    expect(body.consents).toEqual(['request']);
    expect(body.noticeVersion).toMatch(/^[0-9a-f]{16}$/);
  });

  test(`${language.code}: an applicant of 16 sends only after the guardian's code, with no status texts`, async ({ page }) => {
    const phone = uniquePhone('8');
    const guardianPhone = uniquePhone('7');
    const serviceNumber = await learnerForm(page, language, bornYearsAgo(16), phone);
    const panel = page.getByTestId('guardian-consent');
    await expect(panel.getByRole('heading')).toHaveText(language.guardian['guardian.title']);
    await expect(page.getByRole('checkbox', { name: language.consent['consent.statusTexts'] })).toHaveCount(0);

    // Send before the code: said at the panel, and nothing goes anywhere.
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/requests') && r.method() === 'POST') posts++;
    });
    await page.getByTestId('review-send').click();
    await expect(page.getByTestId('form-alert')).toContainText(language.guardian['guardian.needed']);
    await expect(page.locator('#guardian-name')).toBeFocused();
    expect(await openedCalls(page)).toEqual([]);
    await expectNoViolations(page, `${language.code}: the guardian's panel with its refusal`);

    // The applicant's own number is not a guardian's.
    await page.locator('#guardian-name').fill('Lakshmi Devi');
    await page.locator('#guardian-phone').fill(phone);
    await panel.getByRole('button', { name: language.guardian['guardian.sendCode'] }).click();
    await expect(panel).toContainText(language.guardian['guardian.samePhone']);

    await page.locator('#guardian-phone').fill(guardianPhone);
    await panel.getByRole('button', { name: language.guardian['guardian.sendCode'] }).click();
    const code = await otpCode(guardianPhone, 0);
    await page.locator('#guardian-code').fill(code === '000000' ? '111111' : '000000');
    await panel.getByRole('button', { name: language.guardian['guardian.confirm'] }).click();
    await expect(page.locator('#guardian-code')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('#guardian-code').fill(code);
    await panel.getByRole('button', { name: language.guardian['guardian.confirm'] }).click();
    await expect(panel.getByRole('status')).toHaveText(language.guardian['guardian.confirmed']);
    expect(posts).toBe(0);
    await expectNoViolations(page, `${language.code}: the guardian's panel confirmed`);

    const posted = recordPost(page);
    await page.getByTestId('review-send').click();
    const body = (await posted).postDataJSON() as { consents: string[]; guardian: { name: string; phone: string } };
    expect(body.consents).toEqual(['request']);
    expect(body.guardian).toMatchObject({ name: 'Lakshmi Devi', phone: `+91${guardianPhone}` });
    expect(await openedCalls(page)).toHaveLength(1);
    // Recorded: /track finds it, with no status texts.
    await expect
      .poll(async () => (await page.request.post('/api/requests/track', { data: { serviceNumber, phone } })).status())
      .toBe(200);
    const found = await (await page.request.post('/api/requests/track', { data: { serviceNumber, phone } })).json();
    expect(found.request.updates).toBe(false);
  });
}
