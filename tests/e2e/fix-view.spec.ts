// A return for correction end to end: the desk flags the chassis number of a Vehicle Fitness request
// with a reason, the visitor's texted fix link (/f/<code>) opens only that question (in English and in Telugu)
// with the other answers this phone keeps, and the corrected send opens WhatsApp under the same
// service number with a Correction line, after which the desk sees the correction sent.
import { expect, test } from '@playwright/test';
import { textsTo, uniquePhone } from './support/auth';
import { adminOnPage } from './support/admin-console';
import { expectNoViolations } from './support/axe';
import { sendAfterReview } from './support/form-view';
import { openedCalls, recordWindowOpen } from './support/open-recorder';

test.describe.configure({ timeout: 120_000 });

test('the desk returns the chassis number; the fix link asks only it, in English and Telugu, and the correction goes to WhatsApp', async ({ page, browser }) => {
  const phone = uniquePhone('8');
  await recordWindowOpen(page, { allow: true });
  await page.goto('/services/vehicle-fitness');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
  await page.getByLabel('Vehicle Number').fill('AP39BJ1234');
  await page.getByLabel('Chassis Number').fill('MA3EWDE1S00123');
  await page.getByLabel('Mobile Number').fill(phone);
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');
  await sendAfterReview(page);
  expect((await recorded).status()).toBe(201);

  // The desk, in its own browser: the message is there (received), then the chassis number is wrong.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await adminOnPage(desk, 'moderator');
  await desk.goto(`/admin/requests?q=${serviceNumber}`);
  await desk.getByRole('link', { name: `Open request ${serviceNumber}` }).click();
  await desk.getByRole('button', { name: 'Change status' }).click();
  const statusDialog = desk.getByRole('dialog', { name: `Change status of ${serviceNumber}` });
  await statusDialog.getByLabel('New status').selectOption('received');
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByTestId('admin-notice')).toHaveText('Status changed successfully');
  await desk.getByRole('button', { name: 'Return for correction' }).click();
  const returnDialog = desk.getByRole('dialog', { name: `Return ${serviceNumber} for correction` });
  await returnDialog.getByRole('checkbox', { name: 'Chassis Number' }).check();
  await returnDialog.getByLabel('Reason for Chassis Number').selectOption('numberWrong');
  await expectNoViolations(desk, 'the request page with the return dialog open');
  await returnDialog.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByTestId('admin-notice')).toHaveText('Returned for correction: the visitor is sent the link.');
  await expect(desk.getByTestId('step-fix')).toContainText('Correction round 1');
  await expect(desk.getByTestId('step-fix')).toContainText('Chassis Number: Number looks wrong');

  // The visitor's text carries the short fix link (tests/e2e/fix-link.spec.ts reads its words).
  await expect.poll(() => textsTo(phone).some((text) => /\/f\/[\w-]{12}$/.test(text))).toBe(true);
  const link = new URL(/https?:\/\/\S+$/.exec(textsTo(phone).find((text) => /\/f\/[\w-]{12}$/.test(text))!)![0]);
  expect(link.pathname).toMatch(/^\/f\/[\w-]{12}$/);

  // In Telugu: the notice, the chassis question with the desk's reason, the other answers read-only.
  await page.goto(`/te${link.pathname}`);
  const fix = page.getByTestId('fix-view');
  await expect(fix).toContainText('ఈ సమాధానాలను సరిచేయమని డెస్క్ కోరుతోంది');
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
  expect((await noted).request().postDataJSON()).toEqual({ code: link.pathname.slice(3) });
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
