// The site header and footer: where they show, the Services and Buy Insurance dropdowns (mouse and
// keyboard), the small-screen menu, About/Contact scrolling, the signed-in account menu, and the
// footer's contact details and official links.
import { expect, test, type Page } from '@playwright/test';
import { te } from '../../src/shared/i18n/te';
import { realCatalog, text } from './support/catalog';
import { ensureAccount } from './support/auth';
import { expectNoViolations } from './support/axe';

const catalog = realCatalog();
const { site, listings } = catalog;
const desktop = { width: 1280, height: 800 };

const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu', exact: true });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('where the header and footer show', () => {
  const withShell = ['/', '/services/vehicle', '/services/driving-licence', '/services/vehicle-ekyc', '/services/apply-learner-licence', '/rto-assistance', '/rto-assistance/duplicate-rc', '/vehicle-services', '/vehicle-services/sell-car', '/sitemap'];
  for (const path of withShell) {
    test(`header and footer on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(header(page).getByRole('link', { name: text(site.name) })).toHaveAttribute('href', '/');
      await expect(menuButton(page)).toBeVisible();
      await expect(footer(page).getByRole('heading', { name: 'Quick links' })).toBeVisible();
    });
  }

  for (const path of ['/vehicle-insurance', '/privacy-policy', '/terms-of-service']) {
    test(`no site header or footer on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Quick links' })).toHaveCount(0);
    });
  }

  // /dashboard sends a signed-out visitor to the login page, which has no header either.
  test('no site header or footer on the account pages', async ({ page }) => {
    for (const path of ['/login', '/signup', '/forgot-password', '/dashboard']) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, path).toBeVisible();
      await expect(h1, path).not.toHaveText('Page Not Found');
      await expect(page.getByRole('button', { name: 'Menu', exact: true }), path).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Quick links' }), path).toHaveCount(0);
    }
  });
});

test.describe('desktop header', () => {
  test.use({ viewport: desktop });

  test('shows every top-level item and no menu button', async ({ page }) => {
    await page.goto('/services/vehicle');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button', { name: 'Services', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Check, Sell or Value Your Vehicle', exact: true })).toHaveAttribute('href', '/vehicle-services');
    await expect(nav.getByRole('button', { name: 'Buy Insurance' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'RTO Assistance', exact: true })).toHaveAttribute('href', '/rto-assistance');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/#about');
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menuButton(page)).toBeHidden();
  });

  // The bar is wider than the page's column: it goes under the brand, not off the window. The page's
  // HTML has the bar as plain links, so nothing moves when the live bar replaces it.
  for (const width of [1200, 1280, 1440]) {
    test(`the header fits a ${width} px window in both languages, every item on screen, where it was before the code ran`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 800 });
      const withoutCode = await browser.newPage({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      const headerHeight = (on: Page) => header(on).evaluate((element) => element.getBoundingClientRect().height);
      const items = (on: Page) =>
        header(on)
          .locator('nav:visible')
          .locator('a, button')
          .evaluateAll((elements) => elements.map((e) => `${(e as HTMLElement).innerText.trim()} ${JSON.stringify(e.getBoundingClientRect())}`));
      for (const path of ['/', '/te/']) {
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: path === '/' ? 'Main' : te['nav.label'] });
        await expect(nav.getByRole('button', { name: path === '/' ? 'Services' : te['nav.services'] })).toBeVisible();
        await expect(nav.getByRole('link', { name: path === '/' ? 'Login' : te['nav.login'] })).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
        await withoutCode.goto(path);
        expect(await headerHeight(page), path).toBe(await headerHeight(withoutCode));
        expect(await items(page), path).toEqual(await items(withoutCode));
      }
      await withoutCode.close();
    });
  }

  test('with JavaScript off the bar is there, and each of its links leads to a page: Services and Buy Insurance to their lists on the home page', async ({ browser }) => {
    const page = await browser.newPage({ viewport: desktop, javaScriptEnabled: false });
    await page.goto('/rto-assistance');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'RTO Assistance', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Track request', exact: true })).toHaveAttribute('href', '/track');
    await expect(nav.getByRole('link', { name: 'తెలుగు' })).toHaveAttribute('href', '/te/rto-assistance');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/#services');
    await expect(page.locator('#services')).toBeInViewport();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buy Insurance' }).click();
    await expect(page).toHaveURL('/#insurance');
    await expect(page.locator('#insurance')).toBeInViewport();
    await page.close();
  });

  test('Services dropdown opens by click and lists both groups with their View all links', async ({ page }) => {
    await page.goto('/rto-assistance');
    const target = page.getByRole('button', { name: 'Services', exact: true });
    await expect(target).toHaveAttribute('aria-expanded', 'false');
    await target.click();
    await expect(target).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    for (const [group, cards, to] of [
      ['Vehicle Services', listings['vehicle-services'], '/services/vehicle'],
      ['Driving Licence Services', listings['driving-licence-services'], '/services/driving-licence'],
    ] as const) {
      const column = menu.getByRole('group', { name: group });
      await expect(column.getByRole('menuitem')).toHaveCount(cards.length + 1);
      for (const [i, card] of cards.entries()) {
        await expect(column.getByRole('menuitem').nth(i)).toHaveText(text(card.title));
        await expect(column.getByRole('menuitem').nth(i)).toHaveAttribute('href', card.link);
      }
      await expect(column.getByRole('menuitem', { name: `View all ${cards.length} ${group}` })).toHaveAttribute('href', to);
    }
    await expectNoViolations(page, 'Services dropdown open');
    await menu.getByRole('menuitem', { name: text(listings['driving-licence-services'][1]!.title) }).click();
    await expect(page).toHaveURL(listings['driving-licence-services'][1]!.link);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('Services dropdown works from the keyboard: open, arrow through, Escape, Enter to follow', async ({ page }) => {
    await page.goto('/rto-assistance');
    const target = page.getByRole('button', { name: 'Services', exact: true });
    await target.focus();
    // Menu-button pattern: Enter or Space opens the menu with focus on its first item.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.last(), 'arrows wrap around').toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(target).toBeFocused();
    await page.keyboard.press('Space');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(listings['vehicle-services'][1]!.link);
  });

  test('Buy Insurance dropdown: Bike and Car quote pages in a new tab, by click and by keyboard', async ({ page }) => {
    await page.goto('/services/vehicle');
    const target = page.getByRole('button', { name: 'Buy Insurance' });
    await target.click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveCount(2);
    for (const [i, [name, key]] of ([['Bike Insurance', 'bikeInsurance'], ['Car Insurance', 'carInsurance']] as const).entries()) {
      await expect(items.nth(i)).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(items.nth(i)).toHaveAttribute('href', site.links[key]!.url);
      await expect(items.nth(i)).toHaveAttribute('target', '_blank');
      await expect(items.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expectNoViolations(page, 'Buy Insurance dropdown open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await expect(items.nth(1)).toHaveAttribute('href', site.links.carInsurance!.url);
  });

  test('About goes to the home section and Contact to the contact page from another page; Home goes back to the top', async ({ page }) => {
    await page.goto('/rto-assistance');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/#about');
    await expect(page.locator('#about')).toBeInViewport();
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('small-screen menu (360 px)', () => {
  test('opens and closes with the button, which says so with aria-expanded and aria-controls', async ({ page }) => {
    await page.goto('/services/vehicle');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const name of ['Home', 'Check, Sell or Value Your Vehicle', 'RTO Assistance', 'Track request', 'About', 'Contact', 'Login']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoViolations(page, 'small-screen menu open');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('is operable from the keyboard alone, and Escape closes it back onto its button', async ({ page }) => {
    await page.goto('/services/vehicle');
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Menu', exact: true });
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const services = nav.getByRole('button', { name: 'Services' });
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: text(listings['vehicle-services'][0]!.title), exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    // Reopened, the panel starts folded again: Home, Services, Check, Sell or Value Your Vehicle, Buy Insurance, RTO Assistance.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'RTO Assistance', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/rto-assistance');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('its links navigate: a service, the partner page, the category View all, and About', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Menu', exact: true });
    await page.goto('/sitemap');
    await menuButton(page).click();
    await nav.getByRole('button', { name: 'Services' }).click();
    const card = listings['driving-licence-services'][2]!;
    await nav.getByRole('link', { name: text(card.title), exact: true }).click();
    await expect(page).toHaveURL(card.link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(catalog.entries.find((e) => e.route === card.link)!.source.title));

    await menuButton(page).click();
    await nav.getByRole('link', { name: 'Check, Sell or Value Your Vehicle', exact: true }).click();
    await expect(page).toHaveURL('/vehicle-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check, Sell or Value Your Vehicle');
    await expect(nav).toBeHidden();

    await menuButton(page).click();
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: `View all ${listings['driving-licence-services'].length} Driving Licence Services` }).click();
    await expect(page).toHaveURL('/services/driving-licence');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driving Licence Services');
    await expect(nav).toBeHidden();

    await menuButton(page).click();
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/#about');
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('Buy Insurance rows open the partner quote pages in a new tab', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    const nav = page.getByRole('navigation', { name: 'Menu', exact: true });
    await nav.getByRole('button', { name: 'Buy Insurance' }).click();
    for (const [name, key] of [['Bike Insurance', 'bikeInsurance'], ['Car Insurance', 'carInsurance']] as const) {
      const link = nav.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', site.links[key]!.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('signed in', () => {
  // A fixed test account: signed up on the first run, logged into afterwards (the e2e data folder
  // persists), so reruns never hit the signup limit.
  const account = { name: 'Ravi Kumar Reddy', phone: '6300011223', password: 'Nandyal#Route42' };

  // The desktop and small-screen tests run in parallel: whichever signs up second gets a 409, so
  // both sign in once the account exists.
  async function signIn(page: Page) {
    await ensureAccount(page.request, account);
    const login = await page.request.post('/api/auth/login', { data: { phone: account.phone, password: account.password } });
    expect(login.status(), await login.text()).toBe(200);
  }

  test('desktop: the first name opens Dashboard, Profile and Logout; Logout turns it back into Login', async ({ page }) => {
    await page.setViewportSize(desktop);
    await signIn(page);
    await page.goto('/services/vehicle');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const account = nav.getByRole('button', { name: 'Account menu for Ravi' });
    await expect(account).toHaveText('Ravi');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expectNoViolations(page, 'account menu open');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('small screen: the panel shows the name with Dashboard, Profile and Logout', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await menuButton(page).click();
    const nav = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(nav.getByText('Signed in as Ravi')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    // The panel reopens once the server has ended the session (a busy machine answers slowly).
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await nav.getByRole('button', { name: 'Logout' }).click();
    await loggedOut;
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await menuButton(page).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});

test.describe('footer', () => {
  test('contact details, official portals in a new tab, legal links and the disclaimer', async ({ page }) => {
    await page.goto('/services/vehicle');
    const foot = footer(page);
    const { whatsapp, phone, email } = site.contact;
    await expect(foot.getByRole('link', { name: `WhatsApp ${phone}` })).toHaveAttribute('href', `https://wa.me/${whatsapp}`);
    await expect(foot.getByRole('link', { name: phone, exact: true })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
    await expect(foot.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(foot.getByText(text(site.contact.address))).toBeVisible();
    await expect(foot.getByText('Monday to Saturday, 9 AM to 6 PM')).toBeVisible();
    for (const key of ['parivahan', 'sarathi', 'vahan', 'apTransport']) {
      const link = foot.getByRole('link', { name: `${text(site.links[key]!.label)} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', site.links[key]!.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(foot.getByText(text(site.texts.disclaimer))).toBeVisible();
    for (const [name, path, h1] of [
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Terms of Service', '/terms-of-service', 'Terms of Service'],
      ['Complain about your data', '/grievance', 'Complain about your personal data'],
      ['Sitemap', '/sitemap', 'Sitemap'],
    ] as const) {
      await page.goto('/services/vehicle');
      await footer(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    }
  });

  test('every quick link lands on a real page', async ({ page }) => {
    await page.goto('/rto-assistance');
    const hrefs = await footer(page).getByRole('region', { name: 'Quick links' }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(['/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services', '/vehicle-insurance', '/track', '/#about', '/contact']);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText('Page Not Found');
    }
  });
});

// /contact was a 404 while the menu and footer went to the home page's #contact: it is a page of its
// own in both languages, served as a file by the local server (and the static host), in sitemap.xml.
for (const { prefix, title, contact } of [
  { prefix: '', title: 'Contact Us', contact: 'Contact' },
  { prefix: '/te', title: te['contact.title'], contact: te['nav.contact'] },
]) {
  test(`${prefix}/contact is a page with the contacts of site.yaml and the form, linked from the menu and the footer`, async ({ page, request }) => {
    const response = await request.get(`${prefix}/contact`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(site.contact.email);
    await page.setViewportSize(desktop);
    await page.goto(`${prefix}/services/vehicle`);
    await expect(header(page).getByRole('navigation', { name: prefix ? te['nav.label'] : 'Main' }).getByRole('link', { name: contact, exact: true })).toHaveAttribute('href', `${prefix}/contact`);
    await expect(footer(page).getByRole('link', { name: contact, exact: true })).toHaveAttribute('href', `${prefix}/contact`);
    await footer(page).getByRole('link', { name: contact, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/contact`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await expect(main.locator(`a[href="https://wa.me/${site.contact.whatsapp}"]`)).toBeVisible();
    await expect(main.locator('form')).toBeVisible();
    await expectNoViolations(page, `${prefix}/contact`);
  });
}

test('sitemap.xml lists the contact page in both languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>[^<]*\/contact<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/te\/contact<\/loc>/);
});
