// The live listing on the public pages: an admin pauses an entry, edits a card, adds a link card or
// reorders a category through the API, and the next page load shows it everywhere a visitor meets
// the listing, with no warning in the console (the islands that wake only for such changes). These
// tests change what every page lists, so they run against a server of their own (its own data
// folder) rather than the one the other suites share.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startLocalServer, type LocalServer } from '../server/helpers/local-server';
import { signedInAdmin } from './support/admin';
import { realCatalog, text } from './support/catalog';
import { collectProblems } from './support/page-problems';

const catalog = realCatalog();
const vehicle = catalog.listings['vehicle-services'];
const rto = catalog.listings.rto;
const dataDir = `.data/e2e-listing-${process.pid}`;

let server: LocalServer;
let admin: APIRequestContext;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = await startLocalServer({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  base = server.base.replace('127.0.0.1', 'localhost');
  admin = await signedInAdmin(base, { role: 'admin', dataDir });
});

// The islands that wake only for admins' changes hydrate here: a mismatch or error in them shows.
let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = collectProblems(page);
});
test.afterEach(() => {
  expect(problems, 'console errors or warnings').toEqual([]);
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function change(method: 'patch' | 'put' | 'post' | 'delete', path: string, data?: unknown): Promise<Record<string, unknown>> {
  const res = await admin.fetch(path, { method, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

const go = (page: Page, path: string) => page.goto(`${base}${path}`);
const mainCards = (page: Page) => page.locator('[data-testid="service-card"]:not(#rto-services ~ * *)');

async function openServicesPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Menu', exact: true });
  await nav.getByRole('button', { name: 'Services' }).click();
  return nav;
}

test('a paused service leaves its category page, the menus, the home page and /sitemap, and its page says it is unavailable; resumed, it is back', async ({ page }) => {
  const card = vehicle[1]!;
  const title = text(card.title);
  await change('patch', `/api/admin/listing/entries/${card.id}`, { paused: true });

  await go(page, '/services/vehicle');
  await expect(mainCards(page)).toHaveCount(vehicle.length - 1);
  await expect(mainCards(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  const panel = await openServicesPanel(page);
  await expect(panel.getByRole('link', { name: `View all ${vehicle.length - 1} Vehicle Services` })).toBeVisible();
  await expect(panel.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await go(page, '/');
  const group = page.getByTestId('service-group-vehicle');
  await expect(group.getByRole('link', { name: `View all ${vehicle.length - 1} services` })).toBeVisible();
  await expect(group.getByTestId('home-card').getByRole('heading')).toHaveText([vehicle[0]!, vehicle[2]!, vehicle[3]!].map((c) => text(c.title)));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: text(vehicle[0]!.title), exact: true })).toBeVisible();

  await go(page, '/sitemap');
  // (The first vehicle card, Transfer of Ownership, is under RTO assistance as well.)
  await expect(page.getByRole('main').getByRole('link', { name: text(vehicle[0]!.title), exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toHaveCount(0);

  // Opened directly, its page keeps what the service is and offers WhatsApp and a call instead of a form.
  await go(page, card.link);
  const notice = page.getByTestId('service-paused');
  await expect(notice).toContainText('This service is temporarily unavailable');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(notice.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${catalog.site.contact.whatsapp}?text=${encodeURIComponent(`Hello, I need help with ${title}.`)}`);
  await expect(notice.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${catalog.site.contact.phone.replace(/\s/g, '')}`);
  await expect(page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' })).toHaveCount(0);
  await expect(page.locator('form')).toHaveCount(0);

  await change('patch', `/api/admin/listing/entries/${card.id}`, { paused: false });
  await go(page, card.link);
  await expect(page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' })).toBeVisible();
  await expect(page.getByTestId('service-paused')).toHaveCount(0);
  await go(page, '/services/vehicle');
  await expect(mainCards(page)).toHaveCount(vehicle.length);
  await expect(mainCards(page).nth(1).getByRole('heading')).toHaveText(title);
});

test('an edited card title and description show on the category page and the home page', async ({ page }) => {
  const card = vehicle[0]!;
  await change('patch', `/api/admin/listing/entries/${card.id}`, { title: 'eKYC for your RC', description: 'Link your Aadhaar to the vehicle record.' });
  await go(page, '/services/vehicle');
  await expect(mainCards(page).first().getByRole('heading')).toHaveText('eKYC for your RC');
  await expect(mainCards(page).first()).toContainText('Link your Aadhaar to the vehicle record.');
  await go(page, '/');
  await expect(page.getByTestId('service-group-vehicle').getByTestId('home-card').first().getByRole('heading')).toHaveText('eKYC for your RC');

  await change('patch', `/api/admin/listing/entries/${card.id}`, { title: null, description: null });
  await go(page, '/services/vehicle');
  await expect(mainCards(page).first().getByRole('heading')).toHaveText(text(card.title));
});

test('a link card appears where its category is listed and opens its site in a new tab', async ({ page }) => {
  const { service } = (await change('post', '/api/admin/services', {
    category: 'driving-licence',
    title: 'Sarathi online services',
    description: 'The official driving licence portal of the transport ministry.',
    icon: 'Globe',
    link: 'https://sarathi.parivahan.gov.in',
  })) as { service: { id: string } };
  const licence = catalog.listings['driving-licence-services'];

  await go(page, '/services/driving-licence');
  await expect(mainCards(page)).toHaveCount(licence.length + 1);
  const last = mainCards(page).last();
  await expect(last.getByRole('heading')).toHaveText('Sarathi online services');
  await expect(last.getByRole('link')).toHaveAttribute('href', 'https://sarathi.parivahan.gov.in');
  await expect(last.getByRole('link')).toHaveAttribute('target', '_blank');
  const panel = await openServicesPanel(page);
  await expect(panel.getByRole('link', { name: /^Sarathi online services/ })).toHaveAttribute('href', 'https://sarathi.parivahan.gov.in');
  await go(page, '/sitemap');
  await expect(page.getByRole('main').getByRole('link', { name: /^Sarathi online services/ })).toHaveAttribute('rel', 'noopener noreferrer');

  await change('delete', `/api/admin/services/${service.id}`);
  await go(page, '/services/driving-licence');
  await expect(mainCards(page)).toHaveCount(licence.length);
});

test('a reordered category shows the new order on its page and on the home page', async ({ page }) => {
  const keys = rto.map((c) => `entry:${c.id}`).reverse();
  await change('put', '/api/admin/listing/order', { category: 'rto', keys });
  const reversed = [...rto].reverse().map((c) => text(c.title));

  await go(page, '/rto-assistance');
  await expect(page.getByTestId('service-card').getByRole('heading')).toHaveText(reversed);
  await go(page, '/');
  await expect(page.locator('#rto-assistance').getByTestId('home-card').getByRole('heading')).toHaveText(reversed);

  await change('put', '/api/admin/listing/order', { category: 'rto', keys: [...keys].reverse() });
  await go(page, '/rto-assistance');
  await expect(page.getByTestId('service-card').getByRole('heading')).toHaveText(rto.map((c) => text(c.title)));
});

test("a paused service leaves the dashboard's quick actions", async ({ page }) => {
  const licence = catalog.listings['driving-licence-services'];
  await change('patch', `/api/admin/listing/entries/${vehicle[0]!.id}`, { paused: true });
  const signup = await page.request.post(`${base}/api/auth/signup`, { data: { name: 'Listing Lakshmi', phone: '9876512345', password: 'godavari-ghat-5', consents: ['account'] } });
  expect(signup.status(), await signup.text()).toBe(201);
  await go(page, '/dashboard');
  await expect(page.getByTestId('quick-action')).toHaveText([...vehicle.slice(1, 4), ...licence.slice(0, 3)].map((c) => text(c.title)));
  await change('patch', `/api/admin/listing/entries/${vehicle[0]!.id}`, { paused: false });
});
