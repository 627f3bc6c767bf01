// The notice before a form says truthfully what sending it keeps: a short line, and behind "What we
// keep and why" a table per data kind, the WhatsApp messages' carrying the form's answers, and
// their 90 days, the request's with its year; compact at 360 px, in English and in Telugu.
import { expect, test } from '@playwright/test';
import { enDataKinds } from '../../src/shared/i18n/en-data-kinds';
import { teDataKinds } from '../../src/shared/i18n/te-data-kinds';
import { realCatalog } from './support/catalog';

const ekyc = realCatalog().entries.find((e) => e.id === 'vehicle-ekyc')!;
const partnerPages = realCatalog().entries.filter((e) => e.kind === 'partner');

for (const { lang, prefix, texts } of [
  { lang: 'en', prefix: '', texts: enDataKinds },
  { lang: 'te', prefix: '/te', texts: teDataKinds },
] as const) {
  test(`${lang}: the notice before the form names the WhatsApp text kept for 90 days, folded on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}${ekyc.route}`);
    const notice = page.getByTestId('data-notice');
    await expect(notice).toContainText(texts['notice.short']);
    const whatsapp = notice.locator('table[data-kind="whatsapp"]');
    await expect(whatsapp).toBeHidden();
    await notice.getByText(texts['notice.more']).click();
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toContainText(texts['data.whatsapp.kept']);
    await expect(whatsapp).toContainText(lang === 'en' ? '90 days' : '90 రోజులు');
    await expect(whatsapp).toContainText(texts['notice.answers']);
    await expect(notice.locator('table[data-kind="request"]')).toContainText(lang === 'en' ? '365 days after it is done' : '365 రోజులు');
    await expect(notice).toContainText('Meta');
    await expect(notice).not.toContainText(lang === 'en' ? 'never stored' : 'ఎప్పుడూ నిల్వ కాదు');
    // Nothing sideways on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test(`${lang}: a partner page's notice says nothing typed there leaves the device, and names nothing kept`, async ({ page }) => {
    expect(partnerPages.length).toBeGreaterThan(0);
    for (const entry of partnerPages) {
      await page.goto(`${prefix}${entry.route}`);
      const notice = page.getByTestId('data-notice');
      await expect(notice, entry.route).toHaveText(texts['notice.partner']);
      await expect(notice.locator('table')).toHaveCount(0);
    }
  });
}
