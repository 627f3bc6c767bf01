// Generated from the catalogue: every entry is opened, started, sent empty, filled, sent and reloaded,
// and axe checks its start view and its form view with the errors showing (no WCAG 2.1 A/AA violation).
// Throughout, with every island woken, nothing may break the Content-Security-Policy, reach the
// console as an error or warning, or fail a request (support/page-watch.ts, as csp.spec.ts checks
// every other page).
// A new YAML entry is covered here without writing a test.
import { expect, test, type Page } from '@playwright/test';
import { answerText } from '../../src/catalog/kinds/answers';
import { answerField } from '../../src/catalog/kinds/index';
import { expectAnswer, giveAnswer, typeDate } from './support/answer-field';
import { createAccount, uniquePhone } from './support/auth';
import { realCatalog, sampleValue, shownValue, text } from './support/catalog';
import { formShown, proceedToForm, sendAfterReview, startButtonName } from './support/form-view';
import { clippedTexts } from './support/clipped';
import { expectNoViolations } from './support/axe';
import { wakeIslands } from './support/islands';
import { expectNothingWrong, watchPage } from './support/page-watch';
import { answerRecordsLocally, openedCalls, recordWindowOpen } from './support/open-recorder';
import { applying, guidanceCondition, guidanceTextOf, isAsked } from '../../src/catalog/conditions';

const catalog = realCatalog();
const formEntries = catalog.entries.filter((e) => e.form);

const sendButton = (page: Page) => page.locator('form button[type="submit"]');

for (const entry of formEntries) {
  const fields = entry.source.fields ?? [];
  const required = entry.source.required ?? [];

  test(`${entry.route}: start view, errors, WhatsApp hand-off and draft`, async ({ page }) => {
    const watch = await watchPage(page);
    await recordWindowOpen(page);
    await answerRecordsLocally(page);
    await page.goto(entry.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(entry.source.title));
    await expect(page.getByRole('link', { name: text(entry.source.back.label) })).toHaveAttribute('href', entry.source.back.to);

    if (entry.start === 'terms') {
      await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
      // The terms view's own links (the site footer links the same pages in the same tab).
      for (const href of ['/privacy-policy', '/terms-of-service']) {
        await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toHaveAttribute('target', '_blank');
      }
    }
    if (entry.start === 'info' && entry.source.info) {
      for (const doc of entry.source.info.documents) {
        await expect(page.getByText(text(guidanceTextOf(doc)), { exact: true }).first()).toBeVisible();
        // A document of one case says which.
        if (guidanceCondition(doc)) {
          const item = page.getByRole('listitem').filter({ has: page.getByText(text(guidanceTextOf(doc)), { exact: true }) });
          await expect(item.getByTestId('case-label')).toHaveText(/^Only if /);
        }
      }
      await expect(page.locator('.mantine-Timeline-item')).toHaveCount(entry.source.info.steps.length);
    }
    expect(await clippedTexts(page)).toEqual([]);
    await expectNoViolations(page, `${entry.route} start view`);
    await wakeIslands(page);
    await proceedToForm(page, entry);
    // The focus follows the visitor from "I Agree" (or the info view's button) to the form.
    if (entry.start !== 'none') await expect(page.locator('#form-title')).toBeFocused();
    expect(await clippedTexts(page)).toEqual([]);
    const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
    expect(serviceNumber).toMatch(new RegExp(`^${entry.source.prefix}\\d{14}$`));

    if (required.length > 0) {
      await sendButton(page).click();
      // The summary lists each question to answer as a link to it, in the form's order, worded as a person would.
      await expect(page.getByTestId('form-alert')).toContainText('Check these answers');
      const first = page.locator(`#root_${required[0]}`);
      const firstInOrder = fields.find((f) => required.includes(f.name));
      const problems = page.getByTestId('form-problems').getByRole('link');
      await expect(problems.first()).toHaveAttribute('href', `#root_${firstInOrder?.name}`);
      for (const text of await problems.allTextContents()) expect(text).toMatch(/^(Enter|Choose|.+ – (Choose|Enter) )/);
      await expect(page.locator(`#root_${firstInOrder?.name}`)).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await first.getAttribute('aria-describedby')) ?? '';
      expect(describedBy).not.toBe('');
      expect(await openedCalls(page)).toEqual([]);
    }
    // The site's header and footer passed with the start view above: the form view's own part is checked.
    await expectNoViolations(page, `${entry.route} form view${required.length > 0 ? ' with errors' : ''}`, 'main');

    // Each field in order, as the answers so far ask it (a field of another case stays hidden).
    const values: Record<string, string> = {};
    const conditions = entry.form?.conditions ?? {};
    for (const field of fields) {
      const value = sampleValue(entry, field);
      const input = page.locator(`#root_${field.name}`);
      if (!isAsked(conditions, field.name, values)) {
        await expect(input).toBeHidden();
        continue;
      }
      await giveAnswer(page, field, value);
      values[field.name] = shownValue(field, value);
      // Pasted as printed ("+91 98765 01234", "1234 5678 9012"): nothing is cut.
      await expectAnswer(page, field, values[field.name] ?? '');
    }

    const phone = fields.find((f) => f.type === 'phone');
    if (phone) {
      await page.locator(`#root_${phone.name}`).fill('12345');
      await sendButton(page).click();
      await expect(page.getByTestId('form-alert')).toContainText('Please enter a valid 10-digit mobile number');
      await expect(page.locator(`#root_${phone.name}`)).toBeFocused();
      expect(await openedCalls(page)).toEqual([]);
      await page.locator(`#root_${phone.name}`).fill(values[phone.name] ?? '');
    }

    // Pages with no terms view before the form ask for the terms here, before the consent line is sent.
    if (entry.handoff?.type === 'whatsapp' && entry.start !== 'terms') {
      await sendButton(page).click();
      await expect(page.getByTestId('form-alert')).toHaveText('Please accept the terms and conditions to continue');
      expect(await openedCalls(page)).toEqual([]);
      await page.getByLabel('I have read and agree to the terms and conditions').check();
    }
    await sendButton(page).click();
    await expect(page.getByTestId('form-alert')).toHaveCount(0);
    if (entry.handoff?.type === 'whatsapp') {
      // Check your answers: each question asked, with its answer and a Change button; nothing sent yet.
      await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeFocused();
      for (const name of Object.keys(values)) await expect(page.getByTestId(`review-${name}`)).toBeVisible();
      expect(await openedCalls(page)).toEqual([]);
      // Change one: back to its question, then on again.
      const first = fields.find((f) => values[f.name] !== undefined)!;
      await page.getByRole('button', { name: `Change ${text(first.label)}` }).click();
      await expect(page.locator(`#root_${first.name}`)).toBeFocused();
      await sendButton(page).click();
      // A double tap on the send button opens WhatsApp once.
      await page.getByTestId('review-send').dblclick();
    }
    const calls = await openedCalls(page);
    expect(calls).toHaveLength(1);
    const [url, target] = calls[0] ?? [];
    expect(target).toBe('_blank');
    // The recorder blocks the new tab: the box says so, and only so.
    await expect(page.getByTestId('form-blocked')).toBeVisible();
    await expect(page.getByTestId('form-sent')).toHaveCount(0);
    if (entry.handoff?.type === 'partner') {
      expect(url).toBe(entry.handoff.url);
    } else {
      expect(url?.startsWith(`https://wa.me/${catalog.site.contact.whatsapp}?text=`)).toBe(true);
      const message = decodeURIComponent(new URL(url ?? '').searchParams.get('text') ?? '');
      expect(message).toContain(`Service Name: ${text(entry.source.title)}`);
      expect(message).toContain(`Service Number: ${serviceNumber}`);
      for (const field of fields) {
        const line = `${text(field.label)}: `;
        const value = values[field.name];
        if (value === undefined) expect(message).not.toContain(line);
        else expect(message).toContain(`${line}${answerText(answerField(field), value, 'en')}`);
      }
    }
    await expect(page.getByTestId('service-number')).toHaveText(serviceNumber);

    await page.reload();
    await formShown(page);
    await expect(page.getByTestId('service-number')).toHaveText(serviceNumber);
    for (const field of fields) if (values[field.name] !== undefined) await expectAnswer(page, field, values[field.name] ?? '');

    await page.getByRole('button', { name: 'Clear form' }).click();
    for (const field of fields) if (!field.showWhen) await expectAnswer(page, field, '');
    expectNothingWrong(watch, entry.route);
  });
}

test('an unknown service path shows the not-found page', async ({ page }) => {
  for (const path of ['/services/no-such-service', '/rto-assistance/no-such-service', '/vehicle-services/nothing', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    for (const href of ['/services/vehicle', '/services/driving-licence', '/rto-assistance']) {
      await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
    }
  }
});

test('the learner licence page asks only the last 4 Aadhaar digits, refuses a whole number, and takes another proof instead', async ({ page }) => {
  await recordWindowOpen(page);
  await page.goto('/services/apply-learner-licence');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  const aadhaar = page.locator('#root_aadhaarLast4');
  // Aadhaar or another proof, as the guide says: the digits are asked only for Aadhaar.
  await expect(aadhaar).toHaveCount(0);
  await page.locator('#root_idProof').selectOption({ label: 'Aadhaar' });
  await expect(aadhaar).toHaveAttribute('inputmode', 'numeric');
  await expect(aadhaar).not.toHaveAttribute('maxlength', /.*/);
  await aadhaar.fill('1234 5678 9012');
  await page.getByRole('checkbox', { name: 'Motorcycle with gear' }).check();
  await typeDate(page, 'dateOfBirth', '2001-02-03');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await sendButton(page).click();
  await expect(page.getByTestId('form-alert')).toContainText('Please enter only the last 4 digits of the Aadhaar number');
  await expect(aadhaar).toBeFocused();
  expect(await openedCalls(page)).toEqual([]);

  // A birth date that makes the applicant 10 years old is refused with the service's age.
  const tenYearsAgo = `${new Date().getFullYear() - 10}-01-01`;
  await aadhaar.fill('9012');
  await typeDate(page, 'dateOfBirth', tenYearsAgo);
  await sendButton(page).click();
  await expect(page.getByTestId('form-alert')).toContainText('You must be at least 16 years old for this service');
  expect(await openedCalls(page)).toEqual([]);

  await typeDate(page, 'dateOfBirth', '2001-02-03');
  await sendAfterReview(page);
  const message = new URL((await openedCalls(page))[0]?.[0] ?? '').searchParams.get('text') ?? '';
  expect(message).toContain('Aadhaar (last 4 digits): XXXX XXXX 9012');
  expect(message).not.toContain('1234 5678');
  expect(message).toContain('Date of Birth: 03-02-2001');
  expect(message).toContain('Motorcycle with gear');
  expect(message).toContain('Mobile Number: +919876543210');
});

test('the hand-off box shows one true state: opened when the browser allows the tab, a link when it blocks it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await recordWindowOpen(page, { allow: true });
  await answerRecordsLocally(page);
  await page.goto('/services/vehicle-ekyc?vehicleNumber=AP39BJ1234');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  await page.getByLabel('Chassis Number').fill('12345');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await sendAfterReview(page);
  const sent = page.getByTestId('form-sent');
  await expect(sent).toContainText('WhatsApp opened in a new tab with your details. Your entries stay here until you clear them.');
  // It appears below the button, tapped at the screen's bottom: the page brings it whole into view
  // (0.99: to a fraction of a pixel).
  await expect(sent).toBeInViewport({ ratio: 0.99 });
  // What happens next, in plain words: the Send in WhatsApp, the hours, the photos, where to check.
  await expect(sent.getByTestId('next-steps').getByRole('listitem')).toHaveText([
    'Nothing reaches our team until you press Send in WhatsApp.',
    `The team answers in the same WhatsApp chat during support hours: ${text(catalog.site.contact.hours)}.`,
    'They will ask for photos of the documents listed above.',
    /^You can check the status at any time with your service number [A-Z]+\d{14}\.$/,
  ]);
  await expect(sent.getByTestId('track-request-link')).toBeVisible();
  await expect(page.getByTestId('form-blocked')).toHaveCount(0);
  await expect(page.getByText('Your browser blocked the new tab')).toHaveCount(0);
});

test('the hand-off box after a blocked tab offers the link, and says nothing was opened', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await recordWindowOpen(page);
  await answerRecordsLocally(page);
  await page.goto('/services/vehicle-ekyc?vehicleNumber=AP39BJ1234');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  await page.getByLabel('Chassis Number').fill('12345');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await sendAfterReview(page);
  const blocked = page.getByTestId('form-blocked');
  await expect(blocked).toContainText('Your browser blocked the new tab');
  await expect(blocked).toBeInViewport({ ratio: 0.99 });
  const url = (await openedCalls(page))[0]?.[0] ?? '';
  await expect(blocked.getByRole('link', { name: 'Send to WhatsApp' })).toHaveAttribute('href', url);
  await expect(page.getByTestId('form-sent')).toHaveCount(0);
  await expect(page.getByText('WhatsApp opened in a new tab')).toHaveCount(0);
});

test('a vehicle number in the address pre-fills the form', async ({ page }) => {
  await page.goto('/services/vehicle-ekyc?vehicleNumber=ap39bj1234');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  await expect(page.getByLabel('Vehicle Number')).toHaveValue('AP39BJ1234');
});

test("an empty send lists each question to answer as a person would say it, each a link to its question", async ({ page }) => {
  await page.goto('/services/driving-licence-renewal');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  await sendButton(page).click();
  const summary = page.getByTestId('form-alert');
  await expect(summary).toContainText('Check these answers');
  // Before: "Please fill in all required fields", and "Please enter When does your licence expire?" under the field.
  const links = page.getByTestId('form-problems').getByRole('link');
  await expect(links).toHaveText([
    'When does your licence expire? – Choose an answer',
    'Does the licence cover transport vehicles (taxi, goods vehicle, bus)? – Choose an answer',
    'Enter the licence number',
    'Enter the date of birth',
    'Enter your mobile number',
  ]);
  await expect(page.locator('#root_expiry')).toBeFocused();
  await links.filter({ hasText: 'Enter the licence number' }).click();
  await expect(page.locator('#root_licenceNumber')).toBeFocused();
  // Answered, a question leaves the summary.
  await page.locator('#root_licenceNumber').fill('AP0120190001234');
  await expect(links).toHaveCount(4);
});

test("a signed-in visitor's form starts with the account's mobile number, which they may change", async ({ page }) => {
  const account = { name: 'Suresh Babu', phone: uniquePhone('9'), password: 'Ongole#Bus2026' };
  await createAccount(page.request, account);
  expect((await page.request.post('/api/auth/login', { data: { phone: account.phone, password: account.password } })).ok()).toBe(true);
  await page.goto('/services/driving-licence-renewal');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  const mobile = page.locator('#root_mobileNumber');
  await expect(mobile).toHaveValue(account.phone);
  await mobile.fill('9123456780');
  await expect(mobile).toHaveValue('9123456780');
  // The change is the draft's: a reload keeps it, not the account's.
  await page.reload();
  await formShown(page);
  await expect(page.locator('#root_mobileNumber')).toHaveValue('9123456780');
});

// Explain before asking: every page that sends a form shows what to keep ready before its terms or
// form, its official references and review date, keeps the main action on the first screen of a
// 360×780 phone, and keeps the documents at hand (collapsed) above the form.
const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const explainedEntries = formEntries.filter((e) => e.kind === 'request' || e.kind === 'rto-info');

for (const entry of explainedEntries) {
  const allDocuments = entry.source.guide?.documents ?? entry.source.info?.documents ?? [];
  const documents = allDocuments.map((d) => text(guidanceTextOf(d)));
  // Above the form, before any answer: the documents of every case (catalog-branches.spec.ts follows the answers).
  const everyCase = applying(allDocuments, {}).map((d) => text(guidanceTextOf(d)));

  test(`${entry.route}: documents, references and the main action before the form`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(entry.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(entry.source.title));
    const main = page.getByRole('main');

    expect(documents.length, 'the catalogue lists the documents of this page').toBeGreaterThan(0);
    await expect(page.getByTestId('service-number')).toHaveCount(0);
    const documentsSection = main.locator('section').filter({ has: page.getByRole('heading', { name: /^(Documents to keep ready|Required Documents)$/ }) });
    for (const doc of documents) await expect(documentsSection.getByRole('list').first().getByText(doc, { exact: true })).toBeVisible();
    if (entry.source.guide) {
      await expect(main.getByText(text(entry.source.guide.about), { exact: true })).toBeVisible();
      for (const step of entry.source.guide.steps) await expect(main.getByText(text(step.title), { exact: true }).first()).toBeVisible();
      if (entry.source.guide.fee) await expect(main.getByText(text(entry.source.guide.fee), { exact: true })).toBeVisible();
    }

    for (const source of entry.source.sources ?? []) {
      // Several references may cite one page (the Act for its sections, rule 81 for a fee): this one by its title.
      const link = main.locator(`a[href="${source.url}"]`).filter({ hasText: text(source.title) }).first();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    if (entry.source.reviewed) {
      const shown = reviewDate.format(new Date(`${entry.source.reviewed}T00:00:00Z`));
      await expect(page.getByTestId('last-reviewed')).toHaveText(`Last reviewed ${shown}`);
      await expect(page.getByTestId('last-reviewed').locator('time')).toHaveAttribute('datetime', entry.source.reviewed);
    }

    // The main action is on the first screen without scrolling, and its label is not cut off.
    const action = page.getByRole('button', { name: startButtonName(entry) ?? '', exact: true });
    await expect(action).toBeInViewport({ ratio: 1 });
    expect(await action.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await action.click();
    await expect(page.getByTestId('service-number')).toBeVisible();
    const summary = page.getByTestId('documents-summary');
    await expect(summary.locator('summary')).toHaveText(`Documents to keep ready (${everyCase.length})`);
    await expect(summary).not.toHaveAttribute('open');
    await summary.locator('summary').click();
    for (const doc of everyCase) await expect(summary.getByText(doc, { exact: true })).toBeVisible();
  });
}
