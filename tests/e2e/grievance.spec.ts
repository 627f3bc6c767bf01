// The grievance officer's form and queue in Chromium: a visitor with no account finds the form from
// the privacy policy, is told inline what is missing, sends a complaint in English and another in
// Telugu, reads each one's reference and the day it will be answered by, and reads each as open on
// the page with its reference and mobile number (another number finds nothing); then a moderator
// finds both in the console's Grievances, due first on top with their due days, opens one and answers
// it, which takes it off the queue, and the visitor reads that answer in Telugu and in English, as
// plain text with its line breaks. axe on the form with its errors, on the receipt, on the answer
// and on the queue.
import { expect, test, type Page } from '@playwright/test';
import { grievanceAnswerBy } from '../../src/core/grievance';
import { indiaToday } from '../../src/core/reminders';
import { realCatalog, text } from './support/catalog';
import { adminOnPage } from './support/admin-console';
import { expectNoViolations } from './support/axe';
import { uniquePhone } from './support/auth';

// An admin made with the operator's command (a tsx process) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const REFERENCE = /^GR-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
const officer = realCatalog().site.grievanceOfficer!;

/** A day (YYYY-MM-DD) as the page shows it: 1 Apr 2026 in English, 1 ఏప్రిల్, 2026 in Telugu (src/shared/i18n/date-format.ts). */
const shownDay = (day: string, lang: 'en' | 'te') =>
  new Intl.DateTimeFormat(`${lang}-IN`, { day: 'numeric', month: lang === 'te' ? 'long' : 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(day));

/** The look-up form of the page in its language. */
const lookupForm = (page: Page, lang: 'en' | 'te') => page.getByRole('form', { name: lang === 'en' ? 'Already sent a complaint? Read its answer' : 'ఇప్పటికే ఫిర్యాదు పంపారా? దాని జవాబు చదవండి' });

/** Looks a complaint up with its reference (typed loosely) and a mobile number, and answers the status shown. */
async function lookUp(page: Page, lang: 'en' | 'te', reference: string, phone: string): Promise<void> {
  const form = lookupForm(page, lang);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/grievances/answer'));
  await form.getByRole('textbox', { name: lang === 'en' ? 'Reference number' : 'రిఫరెన్స్ నంబర్' }).fill(reference.toLowerCase().replace(/-/g, ' '));
  await form.getByRole('textbox', { name: lang === 'en' ? 'Mobile number' : 'మొబైల్ నంబర్' }).fill(phone);
  await form.getByRole('button', { name: lang === 'en' ? 'Read the answer' : 'జవాబు చదవండి' }).click();
  await answered;
}

/** Sends the form as filled and answers the reference and due day the server gave, once the page shows them. */
async function send(page: Page, button: string): Promise<{ reference: string; answerBy: string }> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/grievances') && r.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const { reference, answerBy } = (await response.json()) as { reference: string; answerBy: string };
  expect(reference).toMatch(REFERENCE);
  // 90 days from today in India (a run across midnight there is the day after).
  expect([grievanceAnswerBy(Date.now()), grievanceAnswerBy(Date.now() - 60_000)]).toContain(answerBy);
  await expect(page.getByTestId('grievance-reference')).toHaveText(reference);
  return { reference, answerBy };
}

test('a visitor sends a complaint in English and in Telugu; a moderator sees both due first and answers one', async ({ page }) => {
  // From the privacy policy's grievance officer to the form.
  await page.goto('/privacy-policy');
  await page.getByTestId('grievance-officer').getByRole('link', { name: 'Send your complaint with our grievance form' }).click();
  const complaint = page.getByRole('form', { name: 'Your complaint' });
  await expect(page).toHaveURL('/grievance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complain about your personal data');
  await expect(page.getByTestId('grievance-officer')).toContainText(`${text(officer.name)} answers every complaint`);
  await expect(page.getByTestId('grievance-officer').getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);

  // Nothing filled in: each required field says what it needs, the first one takes the focus, nothing is sent.
  let sent = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/grievances') && (sent += 1)));
  await page.getByRole('button', { name: 'Send to the grievance officer' }).click();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(/Please enter your name\./);
  await expect(page.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  await expect(complaint.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(/Please enter your phone number\./);
  await expect(page.getByRole('combobox', { name: 'What is it about?' })).toHaveAccessibleDescription(/Please choose what your complaint is about\./);
  await expect(page.getByRole('textbox', { name: 'Your complaint' })).toHaveAccessibleDescription(/Please describe your complaint\./);
  await expectNoViolations(page, '/grievance with errors');

  const phone = uniquePhone('7');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Sita Devi');
  await complaint.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('sita@');
  await page.getByRole('textbox', { name: 'Service number' }).fill('TOO 4821 7730 9154 63');
  await page.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'Deleting my data' });
  await page.getByRole('textbox', { name: 'Your complaint' }).fill('Wrong.');
  await page.getByRole('button', { name: 'Send to the grievance officer' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(/Please enter a valid email address\./);
  await expect(page.getByRole('textbox', { name: 'Service number' })).toHaveAccessibleDescription(/Please enter a valid service number/);
  await expect(page.getByRole('textbox', { name: 'Your complaint' })).toHaveAccessibleDescription(/at least 10 characters/);
  expect(sent).toBe(0);

  await page.getByRole('textbox', { name: 'E-mail' }).fill('sita@example.in');
  await page.getByRole('textbox', { name: 'Service number' }).fill('');
  await page.getByRole('textbox', { name: 'Your complaint' }).fill('Please delete everything you keep of my number.');
  const english = await send(page, 'Send to the grievance officer');
  const receipt = page.getByTestId('grievance-filed');
  await expect(receipt).toContainText('Your complaint has reached our grievance officer');
  await expect(page.getByTestId('grievance-answer-by')).toHaveText(`You will have an answer by ${shownDay(english.answerBy, 'en')}.`);
  await expect(receipt.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
  await expect(page.getByTestId('grievance-come-back')).toHaveText('To read the answer, come back to this page with the reference number and your mobile number.');
  await expectNoViolations(page, '/grievance sent');

  // Its state on the same page: nothing typed says what is missing; another number finds nothing; its own, that it is open.
  const lookup = lookupForm(page, 'en');
  await lookup.getByRole('button', { name: 'Read the answer' }).click();
  await expect(lookup.getByRole('textbox', { name: 'Reference number' })).toHaveAccessibleDescription(/Please enter your reference number\./);
  await expect(lookup.getByRole('textbox', { name: 'Reference number' })).toBeFocused();
  await expect(lookup.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(/Please enter your phone number\./);
  await lookUp(page, 'en', english.reference, uniquePhone('8'));
  await expect(page.getByTestId('grievance-lookup-failure')).toHaveText('No complaint has this reference number and mobile number. Please check both.');
  await lookUp(page, 'en', english.reference, phone);
  await expect(page.getByTestId('grievance-lookup-failure')).toHaveCount(0);
  await expect(page.getByTestId('grievance-status')).toHaveText(`Open — the grievance officer will answer by ${shownDay(english.answerBy, 'en')}.`);
  await expect(page.getByTestId('grievance-state')).toContainText(english.reference);
  await expect(page.getByTestId('grievance-answer-text')).toHaveCount(0);

  // The same page in Telugu, its refusals in Telugu.
  await page.goto('/te/grievance');
  const teComplaint = page.getByRole('form', { name: 'మీ ఫిర్యాదు' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('మీ వ్యక్తిగత డేటాపై ఫిర్యాదు');
  await page.getByRole('button', { name: 'గ్రీవెన్స్ ఆఫీసర్‌కు పంపండి' }).click();
  await expect(page.getByRole('textbox', { name: 'మీ ఫిర్యాదు' })).toHaveAccessibleDescription(/దయచేసి మీ ఫిర్యాదును వివరించండి\./);
  await page.getByRole('textbox', { name: 'మీ పేరు' }).fill('రవి కుమార్');
  await teComplaint.getByRole('textbox', { name: 'మొబైల్ నంబర్' }).fill(phone);
  await page.getByRole('textbox', { name: 'ఈమెయిల్' }).fill('ravi@example.in');
  await page.getByRole('combobox', { name: 'ఇది దేని గురించి?' }).selectOption({ label: 'నా డేటాను సరిచేయడం' });
  await page.getByRole('textbox', { name: 'మీ ఫిర్యాదు' }).fill('నా అభ్యర్థనలో వాహన నంబర్ తప్పుగా ఉంది.');
  const telugu = await send(page, 'గ్రీవెన్స్ ఆఫీసర్‌కు పంపండి');
  await expect(page.getByTestId('grievance-filed')).toContainText('మీ ఫిర్యాదు మా గ్రీవెన్స్ ఆఫీసర్‌కు చేరింది');
  await expect(page.getByTestId('grievance-answer-by')).toHaveText(`${shownDay(telugu.answerBy, 'te')}లోపు మీకు జవాబు వస్తుంది.`);
  await expect(page.getByTestId('grievance-come-back')).toHaveText('జవాబు చదవడానికి, రిఫరెన్స్ నంబర్, మీ మొబైల్ నంబర్‌తో ఈ పేజీకి తిరిగి రండి.');
  await lookUp(page, 'te', telugu.reference, uniquePhone('8'));
  await expect(page.getByTestId('grievance-lookup-failure')).toHaveText('ఈ రిఫరెన్స్ నంబర్, మొబైల్ నంబర్‌తో ఏ ఫిర్యాదూ లేదు. దయచేసి రెండింటినీ సరిచూడండి.');
  await lookUp(page, 'te', telugu.reference, phone);
  await expect(page.getByTestId('grievance-status')).toHaveText(`ఇంకా జవాబు రాలేదు — ${shownDay(telugu.answerBy, 'te')}లోపు గ్రీవెన్స్ ఆఫీసర్ జవాబిస్తారు.`);

  // The console: both open, the one sent first on top, each with its day to answer by.
  await adminOnPage(page, 'moderator');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Grievances' }).click();
  await expect(page).toHaveURL('/admin/grievances');
  const rows = page.getByTestId('grievance-row');
  const mine = rows.filter({ hasText: phone.replace(/\D/g, '').slice(-10) });
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(0)).toContainText(english.reference);
  await expect(mine.nth(0)).toContainText('Deleting their data');
  await expect(mine.nth(0).getByTestId('due')).toHaveText(`Due ${shownDay(english.answerBy, 'en')}`);
  await expect(mine.nth(1)).toContainText(telugu.reference);
  await expectNoViolations(page, '/admin/grievances');

  // Open the Telugu one and answer it: it closes and leaves the queue.
  await page.getByRole('link', { name: `Open grievance ${telugu.reference}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(telugu.reference);
  await expect(page.getByTestId('grievance-text')).toHaveText('నా అభ్యర్థనలో వాహన నంబర్ తప్పుగా ఉంది.');
  await expect(page.getByRole('main')).toContainText('తెలుగు');
  await page.getByRole('button', { name: 'Record the answer and close' }).click();
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(/Please write the answer you gave\./);
  await expect(page.getByRole('main')).toContainText('They read your answer on the grievance page with their reference and mobile number; it is not sent by SMS.');
  // Two lines, and what looks like HTML: the visitor reads it as written.
  const officerAnswer = 'Called him on 3 December.\nThe vehicle number is <b>corrected</b>.';
  await page.getByRole('textbox', { name: 'Your answer' }).fill(officerAnswer);
  await page.getByRole('button', { name: 'Record the answer and close' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Answer recorded: the grievance is closed.');
  await expect(page.getByTestId('grievance-answer')).toContainText('The vehicle number is <b>corrected</b>.');
  await expect(page.getByTestId('grievance-answer')).toContainText('Answered on');
  await expect(page.getByTestId('grievance-mailto')).toHaveAttribute('href', `mailto:ravi@example.in?subject=${encodeURIComponent(telugu.reference)}&body=${encodeURIComponent(officerAnswer)}`);
  await page.getByRole('link', { name: 'Back to grievances' }).click();
  await expect(rows.filter({ hasText: english.reference })).toHaveCount(1);
  await expect(rows.filter({ hasText: telugu.reference })).toHaveCount(0);

  // The visitor reads the answer: in Telugu, then the same on the English page.
  const today = [indiaToday(Date.now()), indiaToday(Date.now() - 60_000)];
  await page.goto('/te/grievance');
  await lookUp(page, 'te', telugu.reference, phone);
  await expect(page.getByTestId('grievance-status')).toHaveText(new RegExp(`^(${today.map((d) => shownDay(d, 'te')).join('|')})న జవాబు ఇచ్చారు$`));
  const shown = page.getByTestId('grievance-answer-text');
  expect(await shown.evaluate((el) => [el.textContent, el.querySelector('b'), getComputedStyle(el).whiteSpace])).toEqual([officerAnswer, null, 'pre-wrap']);
  await expectNoViolations(page, '/te/grievance answered');
  await page.goto('/grievance');
  await lookUp(page, 'en', telugu.reference, phone);
  await expect(page.getByTestId('grievance-status')).toHaveText(new RegExp(`^Answered on (${today.map((d) => shownDay(d, 'en')).join('|')})$`));
  await expect(page.getByTestId('grievance-answer-text')).toHaveText(/The vehicle number is <b>corrected<\/b>\./);
});
