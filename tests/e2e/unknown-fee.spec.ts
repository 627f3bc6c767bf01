// A sale to another state, whose fee no official page states, as a visitor meets it in English and
// Telugu: the info page's fee sheet lists the NOC with "the RTO states it" and why; the answers'
// check, the WhatsApp text and /track say the RTO states the fee for this case, and none says ₹0
// (before, all three read "Official fees for your case: ₹0").
import { expect, test } from '@playwright/test';
import type { Text } from '../../src/catalog/types';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { uniquePhone } from './support/auth';
import { expectNoViolations } from './support/axe';
import { realCatalog } from './support/catalog';
import { tapAtScreenBottom } from './support/form-view';
import { openedCalls, recordWindowOpen } from './support/open-recorder';

const entry = realCatalog().entries.find((e) => e.id === 'transfer-ownership')!;
const noc = entry.source.fees!.find((f) => f.amount === undefined && JSON.stringify(f.showWhen).includes('Another state'))!;

const LANGUAGES = [
  { prefix: '', dictionary: en, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { prefix: '/te', dictionary: te, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;

for (const lang of LANGUAGES) {
  test(`${lang.prefix}/rto-assistance/transfer-ownership: a sale to another state says the RTO states the fee, never ₹0`, async ({ page }) => {
    await recordWindowOpen(page, { allow: true });
    await page.goto(`${lang.prefix}/rto-assistance/transfer-ownership`);
    const sheet = page.getByTestId('fee-sheet');
    await expect(sheet).toContainText(`${lang.text(noc.for)}: ${lang.dictionary['fees.rtoStates']}`);
    await expect(sheet).toContainText(lang.text(noc.note!));

    await page.getByRole('button', { name: lang.dictionary['info.start'], exact: true }).click();
    const phone = uniquePhone('8');
    const select = (name: string, value: string) => page.locator(`#root_${name}`).selectOption(value);
    await select('role', 'I am the seller');
    await select('vehicleClass', 'Car');
    await select('destination', 'Another state');
    await page.locator('#root_newRto').fill('Telangana');
    await select('onLoan', 'No');
    await page.locator('#root_vehicleNumber').fill('AP39BJ1234');
    await page.locator('#root_sellerName').fill('Ravi Kumar');
    await page.locator('#root_buyerName').fill('Lakshmi Devi');
    await page.locator('#root_mobileNumber').fill(phone);
    await page.getByLabel(lang.dictionary['consent.agree']).check();
    await page.locator('form button[type="submit"]').click();

    const fees = page.getByTestId('review-fees');
    await expect(fees).toContainText(lang.dictionary['fees.officialUnknown']);
    await expect(fees).toContainText(`${lang.text(noc.for)}: ${lang.dictionary['fees.rtoStates']}`);
    await expect(fees).not.toContainText('₹0');
    await expectNoViolations(page, `${lang.prefix} transfer to another state, fees`);

    await tapAtScreenBottom(page.getByTestId('review-send'));
    const message = new URL((await openedCalls(page))[0]?.[0] ?? '').searchParams.get('text') ?? '';
    expect(message.split('\n')).toContain(lang.dictionary['fees.officialUnknown']);
    expect(message).not.toContain('₹0');

    await page.getByTestId('track-request-link').click();
    await page.getByLabel(lang.dictionary['track.phone']).fill(phone);
    await tapAtScreenBottom(page.getByRole('button', { name: lang.dictionary['track.submit'] }));
    const tracked = page.getByTestId('track-result').getByTestId('track-fees');
    await expect(tracked).toContainText(lang.dictionary['fees.officialUnknown']);
    await expect(tracked).not.toContainText('₹0');
  });
}
