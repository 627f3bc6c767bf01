import { expect, test } from '@playwright/test';
import { realCatalog, text } from './support/catalog';

const catalog = realCatalog();

const categories = [
  { path: '/services/vehicle', listing: catalog.listings['vehicle-services'], action: 'Get Started' },
  { path: '/services/driving-licence', listing: catalog.listings['driving-licence-services'], action: 'Apply Now' },
  { path: '/rto-assistance', listing: catalog.listings.rto, action: 'Get Assistance' },
];

for (const { path, listing, action } of categories) {
  test(`${path} lists every service of its listing, each linking to its page`, async ({ page }) => {
    await page.goto(path);
    // The listing's own cards (the vehicle page also shows the RTO services, after them).
    const cards = page.locator('[data-testid="service-card"]:not(#rto-services ~ * *)');
    await expect(cards).toHaveCount(listing.length);
    for (const [i, card] of listing.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(text(card.title));
      await expect(cards.nth(i).getByRole('link', { name: `${action}: ${text(card.title)}` })).toHaveAttribute('href', card.link);
    }
    await expect(page.getByRole('main').getByText(text(catalog.site.texts.disclaimer))).toBeVisible();
  });
}

test('the category pages carry the WhatsApp and call buttons', async ({ page }) => {
  for (const path of ['/services/vehicle', '/services/driving-licence']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${catalog.site.contact.whatsapp}`);
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${catalog.site.contact.phone.replace(/\s/g, '')}`);
  }
});

test('/rto-assistance has its About section and the approval notice', async ({ page }) => {
  await page.goto('/rto-assistance');
  await expect(page.getByRole('heading', { name: 'About RTO assistance' })).toBeVisible();
  await expect(page.getByText(text(catalog.site.texts.rtoNotice), { exact: false })).toBeVisible();
});

test('/vehicle-services shows a card for each partner of the listing that opens the affiliate link in a new tab, descriptions cut at 120', async ({ page }) => {
  await page.goto('/vehicle-services');
  const cards = page.getByTestId('partner-card');
  await expect(cards).toHaveCount(catalog.listings.partners.length);
  for (const [i, card] of catalog.listings.partners.entries()) {
    const link = cards.nth(i).getByRole('link');
    await expect(link).toHaveAttribute('href', card.affiliateLink ?? '');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const full = text(card.description);
    const shown = (await cards.nth(i).getByTestId('partner-description').textContent()) ?? '';
    if (full.length > 120) {
      expect(shown.endsWith('…')).toBe(true);
      expect(shown.length).toBeLessThanOrEqual(121);
      expect(full.startsWith(shown.slice(0, -1))).toBe(true);
    } else {
      expect(shown).toBe(full);
    }
  }
});

test('/vehicle-insurance shows bike and car offers, the stats strip, no site header, and a back link home', async ({ page }) => {
  await page.goto('/vehicle-insurance');
  await expect(page.locator('header')).toHaveCount(0);
  const insurance = catalog.entries.find((e) => e.kind === 'insurance');
  for (const offer of insurance?.source.offers ?? []) {
    const card = page.locator(`article[aria-labelledby="offer-${offer.id}"]`);
    await expect(card.getByRole('listitem')).toHaveCount(4);
    const link = card.getByRole('link');
    await expect(link).toHaveAttribute('href', catalog.site.links[offer.link]?.url ?? '');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.getByText(/Powered by/)).toBeVisible();
  }
  for (const value of ['50 lakh+', '24/7', '100%']) await expect(page.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
