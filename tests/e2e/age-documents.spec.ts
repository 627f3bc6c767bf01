// A document for an age (docs/catalogue.md, "Conditions"), in English and Telugu at 360 px: the
// renewal page lists Form 1 and Form 1A each with its age before the terms; a visitor born 41 years
// ago is told Form 1A only on the answers' check, and one born 30 years ago Form 1 only; the
// WhatsApp text never carries the other's.
import { expect, test } from '@playwright/test';
import type { GuidanceText, Text } from '../../src/catalog/types';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { typeDate } from './support/answer-field';
import { realCatalog } from './support/catalog';
import { tapAtScreenBottom } from './support/form-view';
import { answerRecordsLocally, openedCalls, recordWindowOpen } from './support/open-recorder';

const entry = realCatalog().entries.find((e) => e.id === 'driving-licence-renewal')!;
const textOf = (d: GuidanceText): Text => (typeof d === 'object' && 'text' in d ? d.text : d);
const documentNamed = (start: string) => entry.source.guide!.documents.map(textOf).find((t) => (typeof t === 'string' ? t : t.en).startsWith(start))!;
const FORM_1 = documentNamed('Self-declaration of physical fitness (Form 1)');
const FORM_1A = documentNamed('A medical certificate (Form 1A) from a registered doctor');
const birthLabel = entry.source.fields!.find((f) => f.name === 'dateOfBirth')!.label;

const LANGUAGES = [
  { code: 'en', prefix: '', dictionary: en, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { code: 'te', prefix: '/te', dictionary: te, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;

/** The visitor's day, `years` ago, as YYYY-MM-DD (the date input's value). */
function yearsAgo(years: number): string {
  const day = new Date();
  day.setFullYear(day.getFullYear() - years);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.use({ viewport: { width: 360, height: 740 } });

for (const lang of LANGUAGES) {
  for (const { age, shown, hidden } of [
    { age: 41, shown: FORM_1A, hidden: FORM_1 },
    { age: 30, shown: FORM_1, hidden: FORM_1A },
  ]) {
    test(`${lang.prefix}/services/driving-licence-renewal: born ${age} years ago, only "${lang.text(shown)}"`, async ({ page }) => {
      await recordWindowOpen(page);
      await answerRecordsLocally(page);
      await page.goto(`${lang.prefix}/services/driving-licence-renewal`);

      // Before any answer, both are listed, each with its age in plain words.
      const atLeast = lang.dictionary['guide.caseAge'].replace('{question}', lang.text(birthLabel)).replace('{age}', lang.dictionary['guide.ageAtLeast'].replace('{years}', '40'));
      const labels = await page.getByTestId('case-label').allTextContents();
      expect(labels.some((label) => label.includes(atLeast))).toBe(true);
      await expect(page.getByText(lang.text(FORM_1), { exact: true }).first()).toBeVisible();
      await expect(page.getByText(lang.text(FORM_1A), { exact: true }).first()).toBeVisible();

      await page.getByRole('button', { name: lang.dictionary['terms.agree'] }).click();
      await page.locator('#root_expiry').selectOption('It has not expired yet');
      await page.locator('#root_transport').selectOption('No');
      await page.locator('#root_licenceNumber').fill('AP3920190001234');
      await typeDate(page, 'dateOfBirth', yearsAgo(age));
      await page.locator('#root_mobileNumber').fill('98765 01234');
      await page.locator('form button[type="submit"]').click();

      const review = page.getByTestId('review');
      await expect(review).toContainText(lang.text(shown));
      await expect(review).not.toContainText(lang.text(hidden));

      await tapAtScreenBottom(page.getByTestId('review-send'));
      // The renewal's message lists no documents (message.documents is an info page's), so the
      // other case's line must simply be absent from what the desk reads.
      const message = new URL((await openedCalls(page))[0]?.[0] ?? '').searchParams.get('text') ?? '';
      expect(message).not.toContain(lang.text(hidden));
    });
  }
}
