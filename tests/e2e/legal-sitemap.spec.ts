// The legal pages, the /sitemap page (every link resolves), and the built sitemap.xml and robots.txt.
import { expect, test } from '@playwright/test';
import { robotsTxt, sitemapPaths, sitemapXml, siteUrl } from '../../src/catalog/sitemap';
import { KEPT_DAYS } from '../../src/engine/drafts';
import { realCatalog, text } from './support/catalog';

const catalog = realCatalog();
const { site, listings } = catalog;
const siteName = text(site.name);

for (const { path, title, sections, other } of [
  { path: '/privacy-policy', title: 'Privacy Policy', sections: 6, other: 'Terms of Service' },
  { path: '/terms-of-service', title: 'Terms of Service', sections: 10, other: 'Privacy Policy' },
]) {
  test(`${path}: ${sections} numbered sections, the contact block, a way home, title and description`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | ${siteName}`);
    // index.html carries a site-wide description for clients without JavaScript; the router adds the page's own after it.
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', new RegExp(siteName.replace(/[&]/g, '\\$&')));
    const headings = page.getByTestId('legal-section').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(sections);
    for (let i = 0; i < sections; i++) await expect(headings.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. \\S`));
    const contact = page.getByRole('region', { name: /^Contact us/ });
    const { email, phone, whatsapp } = site.contact;
    await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(contact.getByRole('link', { name: `${phone} (opens in a new tab)` })).toHaveAttribute('href', `https://wa.me/${whatsapp}`);
    await expect(contact.getByRole('link', { name: phone, exact: true })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
    await expect(contact).toContainText(text(site.contact.address));
    await expect(contact).toContainText(text(site.contact.hours));
    await expect(page.getByRole('link', { name: other, exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('the legal texts describe this portal: third party, WhatsApp hand-off, what is stored and for how long, fees, consent, RTO approval', async ({ page }) => {
  await page.goto('/privacy-policy');
  const privacy = page.getByRole('main');
  await expect(privacy).toContainText('not a government website');
  await expect(privacy).toContainText('our server records the request so that you can track it');
  await expect(privacy).toContainText('it keeps the WhatsApp message you then send with every answer in it');
  await expect(privacy).not.toContainText('never stored on our server');
  await expect(privacy).not.toContainText('only in the WhatsApp chats');
  // One table per data kind, the WhatsApp messages' with their 90 days.
  await expect(privacy.locator('table[data-kind="whatsapp"]')).toContainText('90 days after every request with its service number is done');
  await expect(privacy).toContainText('press send yourself in WhatsApp');
  await expect(privacy).toContainText('Vehicle number searches are not stored');
  // What a request sent offline leaves in the browser, and for how long (src/engine/drafts.ts).
  await expect(privacy).toContainText(`kept in your browser on this device until it is sent on WhatsApp, so closing the tab does not lose it; it is removed once sent, when you clear the form, or after ${KEPT_DAYS} days`);
  await expect(privacy).toContainText('one-way hash of your password');
  await expect(privacy).toContainText('SMS gateway');
  await expect(privacy).toContainText('we are not connected to the RTO, and your details reach it only in that application');
  await expect(privacy).not.toContainText('authorised RTO representatives');
  // A change is never consent; the grievance officer of site.yaml, the 90 days and the Board.
  await expect(privacy).not.toContainText('Using the portal after a change means you accept');
  const officer = realCatalog().site.grievanceOfficer!;
  const grievance = privacy.getByTestId('grievance-officer');
  await expect(grievance.getByRole('heading', { level: 2 })).toHaveText('Grievance officer');
  await expect(grievance).toContainText(`${text(officer.name)} answers complaints about how we handle your personal data`);
  await expect(grievance.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
  await expect(grievance).toContainText('within 90 days');
  await expect(grievance).toContainText('Data Protection Board of India');
  await expect(grievance.getByRole('link', { name: 'Send your complaint with our grievance form' })).toHaveAttribute('href', '/grievance');
  await page.goto('/te/privacy-policy');
  await expect(page.getByTestId('grievance-officer')).toContainText(`${typeof officer.name === 'string' ? officer.name : officer.name.te} జవాబిస్తారు`);
  await expect(page.getByTestId('grievance-officer')).toContainText('డేటా ప్రొటెక్షన్ బోర్డు');
  await expect(page.getByTestId('grievance-officer').getByRole('link', { name: 'మా ఫిర్యాదు ఫారంతో మీ ఫిర్యాదు పంపండి' })).toHaveAttribute('href', '/te/grievance');
  await page.goto('/terms-of-service');
  const terms = page.getByRole('main');
  await expect(terms).toContainText('third-party assistance service');
  await expect(terms).toContainText('communicated to you before any work starts');
  await expect(terms).toContainText('We are not connected to the RTO: your details reach it only in that application');
  await expect(terms).not.toContainText('authorised RTO representatives');
  await expect(terms).toContainText('Applications are approved only by the concerned RTO');
  await expect(terms).toContainText('the portal keeps it, and the WhatsApp messages you send us, as the Privacy Policy lists');
});

test('/sitemap links every fixed page and every service of the catalogue', async ({ page }) => {
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  await expect(page).toHaveTitle(`Sitemap | ${siteName}`);
  const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const expected = [
    '/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services', '/vehicle-insurance', '/track', '/contact',
    '/login', '/signup', '/forgot-password', '/dashboard', '/privacy-policy', '/terms-of-service', '/grievance',
    ...[...listings['vehicle-services'], ...listings['driving-licence-services'], ...listings.rto, ...listings.partners].map((c) => c.link),
    ...catalog.entries.map((e) => e.route),
  ];
  for (const href of expected) expect(hrefs, href).toContain(href);
  const cards = page.getByTestId('sitemap-group');
  // The main pages: home, the two categories, RTO assistance, partner services, insurance, /track, /contact and /search.
  await expect(cards.filter({ hasText: 'Vehicle Services' }).first().getByRole('link')).toHaveCount(9);
});

test('every /sitemap link resolves to a real page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(40);
  for (const href of new Set(hrefs)) {
    await page.goto(href);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, href).toBeVisible();
    await expect(h1, href).not.toHaveText('Page Not Found');
  }
});

test('the built app serves sitemap.xml and robots.txt for the same pages', async ({ request }) => {
  // The build reads SITE_URL too; unset in tests, both sides use the documented default.
  const base = siteUrl(process.env.SITE_URL);
  const xml = await request.get('/sitemap.xml');
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toContain('xml');
  const body = await xml.text();
  expect(body).toBe(sitemapXml(base, sitemapPaths(catalog.entries.map((e) => e.route))));
  const locs = [...body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  for (const path of ['/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services', '/vehicle-insurance', '/privacy-policy', '/terms-of-service', '/grievance', '/sitemap']) {
    expect(locs).toContain(`${base}${path}`);
  }
  for (const entry of catalog.entries) expect(locs).toContain(`${base}${entry.route}`);
  expect(locs).not.toContain(`${base}/dashboard`);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  expect(rules).toBe(robotsTxt(base));
  expect(rules).toContain('Disallow: /api/\nDisallow: /admin\nDisallow: /dashboard\n');
  expect(rules).toContain(`Sitemap: ${base}/sitemap.xml`);
});
