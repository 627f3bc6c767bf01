// Per-class licence fees as a visitor meets them, in English and Telugu: on the learner licence form
// two vehicle classes are ticked; the answers' check lists both in the page's language and counts
// the learner's licence fee twice and the test fee once, and the WhatsApp text carries the same.
import { expect, test } from '@playwright/test';
import { optionValues } from '../../src/catalog/defaults';
import type { Text } from '../../src/catalog/types';
import { formatRupees } from '../../src/core/rupees';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { expectNoViolations } from './support/axe';
import { giveAnswer, typeDate } from './support/answer-field';
import { realCatalog } from './support/catalog';
import { answerRecordsLocally, openedCalls, recordWindowOpen } from './support/open-recorder';
import { tapAtScreenBottom } from './support/form-view';

const entry = realCatalog().entries.find((e) => e.id === 'apply-learner-licence')!;
const classes = entry.source.fields!.find((f) => f.name === 'classes')!;
const [perClass, test50] = entry.source.fees ?? [];
const chosen = optionValues(classes).slice(1, 3);

const LANGUAGES = [
  { code: 'en', prefix: '', dictionary: en, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { code: 'te', prefix: '/te', dictionary: te, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;

test('the learner licence counts rule 32 per class and the test once', () => {
  expect([perClass?.per, perClass?.from, perClass?.amount, test50?.per, test50?.amount]).toEqual(['class', 'classes', 150, undefined, 50]);
});

for (const lang of LANGUAGES) {
  const rupees = (amount: number) => formatRupees(amount, lang.code);
  const labels = chosen.map((value) => lang.text(classes.options![optionValues(classes).indexOf(value)]!));

  test(`${lang.prefix}/services/apply-learner-licence: two classes ticked owe ${rupees(350)}, each class's fee counted twice and the test's once`, async ({ page }) => {
    await recordWindowOpen(page);
    await answerRecordsLocally(page);
    await page.goto(`${lang.prefix}/services/apply-learner-licence`);
    await page.getByRole('button', { name: lang.dictionary['terms.agree'] }).click();

    // The classes are a group of checkboxes under the question, each option in the page's language.
    const group = page.getByRole('group', { name: lang.text(classes.label) });
    for (const label of labels) await expect(group.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#root_classes')).toBeFocused();
    await expect(page.locator('#root_classes')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, `${lang.prefix} learner licence classes with an error`);

    await giveAnswer(page, classes, chosen);
    await page.locator('#root_idProof').selectOption('Another proof (passport, voter ID, birth certificate …)');
    await typeDate(page, 'dateOfBirth', '2000-01-15');
    await page.locator('#root_mobileNumber').fill('98765 01234');
    await page.locator('form button[type="submit"]').click();

    await expect(page.getByTestId('review-classes')).toContainText(labels.join(', '));
    const total = lang.dictionary['fees.official'].replace('{amount}', rupees(350));
    const twice = `${lang.text(perClass!.for)}: ${rupees(300)} (${lang.dictionary['fees.times'].replace('{amount}', rupees(150)).replace('{count}', '2')})`;
    const once = `${lang.text(test50!.for)}: ${rupees(50)}`;
    const fees = page.getByTestId('review-fees');
    await expect(fees).toContainText(total);
    await expect(fees).toContainText(twice);
    await expect(fees).toContainText(once);
    await expectNoViolations(page, `${lang.prefix} learner licence answers and fees`);

    await tapAtScreenBottom(page.getByTestId('review-send'));
    const message = new URL((await openedCalls(page))[0]?.[0] ?? '').searchParams.get('text') ?? '';
    expect(message.split('\n')).toContain(total);
    expect(message.split('\n')).toContain(`${lang.text(classes.label)}: ${labels.join(', ')}`);
    expect(message).toContain(`- ${twice}`);
    expect(message).toContain(`- ${once}`);
  });
}
