// A phone shared by a family (docs/offline.md, "A phone shared by a family"): two people, one browser
// profile. After A signs out, B sees nothing of A's drafts or of the request A kept for WhatsApp, in
// the tab A used or in another one; a signed-out visitor's draft or kept request from an earlier
// browser session opens only once someone says "Is this your request?" is theirs; and after sending,
// the form removes the request's details from the phone on request.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { createAccount, uniquePhone } from './support/auth';
import { expectNoViolations } from './support/axe';
import { realCatalog, text } from './support/catalog';
import { restoreConnection } from './support/connection';
import { fillRenewal } from './support/renewal-form';
import { sendAfterReview } from './support/form-view';
import { answerRecordsLocally, recordWindowOpen } from './support/open-recorder';

const catalog = realCatalog();
const renewal = catalog.entries.find((e) => e.id === 'driving-licence-renewal')!;
const duplicate = catalog.entries.find((e) => e.id === 'duplicate-driving-licence')!;


/** Starts a duplicate licence request, left as a draft of the tab. */
async function draftDuplicate(page: Page, licenceNumber: string): Promise<void> {
  await page.goto(duplicate.route);
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  await page.locator('#root_knowsNumber').selectOption('Yes');
  await page.locator('#root_licenceNumber').fill(licenceNumber);
}

/** What the browser keeps of a person's answers: the tab's drafts, and the device's kept requests and waiting records. */
const personalKeys = (page: Page) =>
  page.evaluate(() => {
    const personal = (key: string) => /^(draft:|unsent:|pendingRequests$|unsentLater$)/.test(key);
    return { tab: Object.keys(sessionStorage).filter(personal), device: Object.keys(localStorage).filter(personal) };
  });

/** The browser is closed and opened again: its session cookies are gone; its storage stays, and a restored tab keeps its own. */
const reopenBrowser = (context: BrowserContext) => context.clearCookies({ name: 'portal.visit' });

test('two people, one phone: after A signs out, neither the tab A used nor another one keeps anything of A for B', async ({ page, context }) => {
  test.setTimeout(90_000);
  const personA = { name: 'Lakshmi Prasanna', phone: uniquePhone('7'), password: 'Guntur#Lorry2026' };
  await createAccount(page.request, personA);
  expect((await page.request.post('/api/auth/login', { data: { phone: personA.phone, password: personA.password } })).ok()).toBe(true);

  // A, signed in: a renewal sent without a connection (kept for WhatsApp), and in another tab a duplicate licence left as a draft.
  await page.goto(renewal.route);
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  const { serviceNumber } = await fillRenewal(page);
  await context.setOffline(true);
  await sendAfterReview(page);
  await expect(page.getByTestId('offline-handoff')).toBeVisible();
  await restoreConnection(context);
  const other = await context.newPage();
  await draftDuplicate(other, 'AP3920190001234');
  expect(await personalKeys(other)).toEqual({ tab: ['draft:duplicate-driving-licence'], device: expect.arrayContaining(['unsent:driving-licence-renewal']) });

  // A signs out from the header's menu, the renewal's answers still on screen. Told first which
  // answers go (before, they went without a word), A first stays signed in, then signs out.
  await page.getByRole('button', { name: en['nav.menu'] }).click();
  const logout = page.getByRole('navigation', { name: 'Menu', exact: true }).getByRole('button', { name: en['nav.logout'] });
  // A dialog must be answered inside its handler (the click that opened it waits for it), and the
  // sign-out's code loads on the tap, so the dialog may also open after the click has returned.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
  await logout.click();
  const warning = await asked;
  expect(warning).toContain('Signing out removes from this phone your answers to: Driving Licence Renewal');
  // Still signed in, the renewal as it was.
  await expect(page.getByTestId('service-number')).toHaveText(serviceNumber);
  expect(await personalKeys(page)).toMatchObject({ tab: ['draft:driving-licence-renewal'], device: expect.arrayContaining(['unsent:driving-licence-renewal']) });
  if (!(await logout.isVisible())) await page.getByRole('button', { name: en['nav.menu'] }).click();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  page.once('dialog', (dialog) => void dialog.accept());
  await logout.click();
  await loggedOut;

  // Both forms let go of A's answers: back to their terms, nothing of A in either storage.
  for (const tab of [page, other]) {
    await expect(tab.getByRole('button', { name: en['terms.agree'] })).toBeVisible();
    await expect(tab.locator('#root_licenceNumber')).toHaveCount(0);
    await expect(tab.getByTestId('offline-handoff')).toHaveCount(0);
    await expect.poll(() => personalKeys(tab)).toEqual({ tab: [], device: [] });
  }

  // B, in either tab: no request of A's named; A's forms open empty, the renewal with a new number,
  // also without a connection.
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByRole('region', { name: en['unsent.title'] })).toHaveCount(0);
  await other.goto(duplicate.route);
  await context.setOffline(true);
  await other.getByRole('button', { name: en['terms.agree'] }).click();
  await other.locator('#root_knowsNumber').selectOption('Yes');
  await expect(other.locator('#root_licenceNumber')).toHaveValue('');
  await context.setOffline(false);
  await page.reload();
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  await expect(page.getByTestId('service-number')).not.toHaveText(serviceNumber);
  await expect(page.locator('#root_licenceNumber')).toHaveValue('');
});

test('a signed-out visitor’s draft and kept request from an earlier browser session open only behind "Is this your request?"', async ({ page, context }) => {
  test.setTimeout(90_000);
  // A, never signed in: a duplicate licence left as a draft, then a renewal sent without a connection.
  await draftDuplicate(page, 'AP3920190001234');
  await page.goto(renewal.route);
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  const { serviceNumber, phone } = await fillRenewal(page);
  await context.setOffline(true);
  await sendAfterReview(page);
  await expect(page.getByTestId('offline-handoff')).toBeVisible();

  // The browser is closed and opened again; B opens the portal in a new tab.
  await reopenBrowser(context);
  await restoreConnection(context);
  const b = await context.newPage();
  await b.goto('/');
  const notice = b.getByRole('region', { name: en['unsent.title'] });
  await expect(notice.getByTestId('earlier-request')).toContainText(en['earlier.title']);
  await expect(notice).toContainText(text(renewal.source.title));
  await expect(notice).not.toContainText(serviceNumber);
  await expect(notice.getByRole('link')).toHaveCount(0);
  await expectNoViolations(b, '/ naming a request of an earlier browser session');

  // Its page asks too, and shows none of the answers; B says it is not theirs: it leaves the phone,
  // its record waiting for the connection too.
  await b.goto(renewal.route);
  const ask = b.getByTestId('earlier-draft');
  await expect(ask).toContainText(en['earlier.title']);
  await expect(b.getByTestId('service-number')).toHaveCount(0);
  await expect(b.locator('#root_mobileNumber')).toHaveCount(0);
  await expect(b.locator('body')).not.toContainText(phone);
  await expectNoViolations(b, 'a service page asking "Is this your request?"');
  await ask.getByRole('button', { name: en['earlier.remove'] }).click();
  await expect(b.getByRole('button', { name: en['terms.agree'] })).toBeVisible();
  expect(await b.evaluate(() => [localStorage.getItem('unsent:driving-licence-renewal'), localStorage.getItem('pendingRequests')])).toEqual([null, null]);
  await b.goto('/');
  await expect(b.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // A's own tab, restored with its storage: its draft asks first; A says it is theirs, and it opens
  // with the answers, now this session's (a reload opens it at once).
  await page.goto(duplicate.route);
  await expect(page.getByTestId('earlier-draft')).toBeVisible();
  await expect(page.locator('#root_licenceNumber')).toHaveCount(0);
  await page.getByRole('button', { name: en['earlier.mine'] }).click();
  await expect(page.locator('#root_licenceNumber')).toHaveValue('AP3920190001234');
  await page.reload();
  await expect(page.locator('#root_licenceNumber')).toHaveValue('AP3920190001234');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('te: after sending, "Remove my details from this phone" leaves neither the answers nor the page kept offline', async ({ page }) => {
    test.setTimeout(60_000);
    const route = `/te${renewal.route}`;
    await recordWindowOpen(page, { allow: true });
    await answerRecordsLocally(page);
    await page.goto(route);
    const keptPages = () =>
      page.evaluate(async () => {
        const pages: string[] = [];
        for (const name of (await caches.keys()).filter((n) => n.startsWith('rto-pages-'))) {
          for (const request of await (await caches.open(name)).keys()) pages.push(new URL(request.url).pathname);
        }
        return pages;
      });
    await expect.poll(keptPages, { timeout: 30_000 }).toContain(route);

    await page.getByRole('button', { name: te['terms.agree'] }).click();
    const { serviceNumber, phone } = await fillRenewal(page);
    await sendAfterReview(page);
    await expect(page.getByTestId('form-sent')).toBeVisible();
    await page.getByRole('button', { name: te['form.removeDetails'] }).click();

    await expect(page.getByTestId('details-removed')).toHaveText(te['form.detailsRemoved']);
    await expect(page.getByTestId('service-number')).not.toHaveText(serviceNumber);
    await expect(page.locator('#root_licenceNumber')).toHaveValue('');
    await expect.poll(keptPages).not.toContain(route);
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(kept).not.toContain(phone);
    expect(kept).not.toContain(serviceNumber);
  });
});
