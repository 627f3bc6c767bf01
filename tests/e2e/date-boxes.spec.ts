// A date is typed as day, month and year (GOV.UK's memorable date), in the Indian order on every phone:
// three labelled number boxes under the question, read back as DD-MM-YYYY on the answers' check; an
// impossible date is refused beside the field and in the summary, whose link puts the focus on Day.
import { expect, test } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { expectDate, typeDate } from './support/answer-field';
import { expectNoViolations } from './support/axe';
import { clippedTexts } from './support/clipped';

test.use({ viewport: { width: 360, height: 780 } });

for (const { prefix, dictionary, question } of [
  { prefix: '', dictionary: en, question: 'Date of Birth' },
  { prefix: '/te', dictionary: te, question: 'పుట్టిన తేదీ' },
]) {
  test(`${prefix || '/en'}: a date of birth is typed as day, month, year, checked as DD-MM-YYYY, and 31 2 2000 refused`, async ({ page }) => {
    await page.goto(`${prefix}/services/order-driving-licence`);
    await page.getByRole('button', { name: dictionary['terms.agree'] }).click();
    const group = page.getByRole('group', { name: question });
    await expect(group).toBeVisible();
    await expect(group).toContainText(dictionary['form.dateExample']);
    for (const [key, autocomplete] of [['form.day', 'bday-day'], ['form.month', 'bday-month'], ['form.year', 'bday-year']] as const) {
      const box = group.getByRole('textbox', { name: dictionary[key], exact: true });
      await expect(box).toHaveAttribute('inputmode', 'numeric');
      await expect(box).toHaveAttribute('autocomplete', autocomplete);
    }
    await page.locator('#root_licenceNumber').fill('AP3920190001234');
    await page.locator('#root_mobileNumber').fill('9876501234');
    await page.locator('#root_deliveryAddress').fill('12-3 Gandhi Road, Nandyal 518501');

    await typeDate(page, 'dateOfBirth', ['31', '2', '2000']);
    await page.locator('form button[type="submit"]').click();
    const problem = page.getByTestId('form-problems').getByRole('link');
    await expect(problem).toHaveText(`${question} – ${dictionary['form.invalidDate']}`);
    await expect(group).toContainText(dictionary['form.invalidDate']);
    await expect(page.locator('#root_dateOfBirth')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, `${prefix} date of birth refused`);
    expect(await clippedTexts(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.locator('#root_dateOfBirth-year').focus();
    await problem.click();
    await expect(page.locator('#root_dateOfBirth')).toBeFocused();

    // Moving between the boxes keeps what was typed; leading zeros are taken.
    await page.locator('#root_dateOfBirth').fill('05');
    await page.locator('#root_dateOfBirth-month').fill('08');
    await page.locator('#root_dateOfBirth-year').fill('1995');
    await page.locator('#root_dateOfBirth').focus();
    await expect(page.locator('#root_dateOfBirth')).toHaveValue('05');
    await expect(page.getByTestId('form-alert')).toHaveCount(0);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('review-dateOfBirth')).toContainText('05-08-1995');

    // Back to the question: the focus on Day, the boxes as the value reads.
    await page.getByTestId('review-dateOfBirth').getByRole('button').click();
    await expect(page.locator('#root_dateOfBirth')).toBeFocused();
    await expectDate(page, 'dateOfBirth', '1995-08-05');
  });
}
