// A first-time visitor's tasks on a 360 px phone, without the traps: navigation by task (RTO help
// where vehicle help is looked for, whole cards, the search box), the chat answering from the
// catalogue, visible focus, and the dashboard's Logout on screen.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniquePhone } from './support/auth';
import { realCatalog, text } from './support/catalog';
import { afterNextPaint } from './support/frames';
import { guidanceTextOf } from '../../src/catalog/conditions';
import { typeDate } from './support/answer-field';

const catalog = realCatalog();
const { listings, site } = catalog;
const titleOf = (id: string) => text(catalog.entries.find((e) => e.id === id)?.source.title ?? id);
const routeOf = (id: string) => catalog.entries.find((e) => e.id === id)?.route ?? id;

test('the vehicle category page links every RTO assistance service, each once', async ({ page }) => {
  await page.goto('/services/vehicle');
  const rto = page.locator('section[aria-labelledby="rto-services"]');
  await expect(rto.getByRole('heading', { level: 2 })).toHaveText('Duplicate RC, hypothecation and other RTO work');
  for (const card of listings.rto) {
    // Before: Transfer of Ownership was listed in the category and again in this section.
    const title = text(card.title);
    await expect(page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) }), title).toHaveCount(1);
  }
  const shownAbove = new Set(listings['vehicle-services'].map((card) => card.link));
  for (const card of listings.rto.filter((c) => !shownAbove.has(c.link))) {
    await expect(rto.getByRole('link', { name: `Get Assistance: ${text(card.title)}` })).toHaveAttribute('href', card.link);
  }
});

test('Transfer of Ownership is on the first screen of the vehicle category page and of RTO Assistance, and in the Services menu', async ({ page }) => {
  const title = titleOf('transfer-ownership');
  for (const path of ['/services/vehicle', '/rto-assistance']) {
    await page.goto(path);
    const card = page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).first();
    const top = (await card.boundingBox())?.y ?? Infinity;
    expect(top, path).toBeLessThan(page.viewportSize()!.height);
  }
  // The Services menu's Vehicle Services group (the small-screen panel) links it.
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Menu', exact: true });
  await nav.getByRole('button', { name: 'Services' }).click();
  await expect(nav.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', routeOf('transfer-ownership'));
});

test('a tap anywhere on a service card opens the service', async ({ page }) => {
  await page.goto('/services/vehicle');
  // Beside the button: on the card's icon corner, where nothing but the card is.
  await page.getByTestId('service-card').first().click({ position: { x: 12, y: 12 } });
  await expect(page).toHaveURL(listings['vehicle-services'][0]!.link);
});

test('"Order Vehicle RC Card" points a visitor with a lost RC to Duplicate RC', async ({ page }) => {
  await page.goto(routeOf('order-vehicle-rc'));
  const seeAlso = page.getByTestId('see-also');
  await expect(seeAlso).toContainText('Lost your RC');
  await seeAlso.getByRole('link', { name: titleOf('duplicate-rc') }).click();
  await expect(page).toHaveURL(routeOf('duplicate-rc'));

  // A lost driving licence is not a lost RC.
  await page.goto('/');
  await page.getByTestId('chat-button').click();
  await expect(page.getByTestId('chat-reply')).toHaveCount(1); // the welcome
  const lostLicence = await ask(page, 'I lost my driving licence');
  await expect(lostLicence.getByRole('link', { name: titleOf('duplicate-driving-licence') })).toHaveAttribute('href', routeOf('duplicate-driving-licence'));
  await expect(lostLicence.getByRole('link', { name: titleOf('duplicate-rc') })).toHaveCount(0);
});

test('"Search your vehicle" puts the cursor in the vehicle number box', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Search your vehicle' }).click();
  const input = page.getByTestId('vehicle-search-input');
  await expect(input).toBeFocused();
  await page.keyboard.type('ap39bj1234');
  await expect(input).toHaveValue('AP39BJ1234');
});

test('every text input shows a clearly visible focus ring', async ({ page }) => {
  await page.goto(routeOf('transfer-ownership'));
  await page.getByRole('button', { name: 'Get Assistance via WhatsApp' }).click();
  const input = page.locator('#root_vehicleNumber');
  await input.focus();
  const outline = await input.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await expect(page.locator('#root_sellerAadhaar')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.locator('#root_mobileNumber')).toHaveAttribute('inputmode', 'tel');
});

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Type your message' });
  const replies = page.getByTestId('chat-reply');
  const before = await replies.count();
  await input.fill(question);
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  return replies.nth(before);
}

test('the chat answers everyday questions with the right service, its documents, and WhatsApp', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('chat-button').click();
  await expect(page.getByTestId('chat-reply')).toHaveCount(1); // the welcome

  const documents = await ask(page, 'documents for transfer of ownership');
  await expect(documents.getByRole('link', { name: titleOf('transfer-ownership') })).toHaveAttribute('href', routeOf('transfer-ownership'));
  const transferDocs = catalog.entries.find((e) => e.id === 'transfer-ownership')?.source.info?.documents ?? [];
  for (const doc of transferDocs) await expect(documents).toContainText(text(guidanceTextOf(doc)));

  const fees = await ask(page, 'fees');
  await expect(fees.getByRole('link', { name: titleOf('transfer-ownership') })).toHaveAttribute('href', routeOf('transfer-ownership'));
  // "Fees" alone names no service: the fees are told per service, never as one generic line.
  await expect(fees).toContainText('Name the service for its official fees');

  const transfer = await ask(page, 'transfer');
  await expect(transfer.getByRole('link', { name: titleOf('transfer-ownership') })).toHaveAttribute('href', routeOf('transfer-ownership'));

  // What matches nothing still leads to a person.
  const fallback = await ask(page, 'what about the weather');
  await expect(fallback).toContainText('Could you rephrase?');
  await expect(fallback.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${site.contact.whatsapp}`);

  const lost = await ask(page, 'I lost my RC');
  await expect(lost.getByRole('link', { name: titleOf('duplicate-rc') })).toHaveAttribute('href', routeOf('duplicate-rc'));
  // On a phone this answer (its documents) is taller than the log: the log stops at the question, so
  // the answer is read from its first line, not scrolled to its end.
  const log = page.getByTestId('chat-log');
  const [logBox, question, answer] = await Promise.all([log.boundingBox(), page.getByTestId('chat-user').last().boundingBox(), lost.boundingBox()]);
  expect(question!.height + answer!.height).toBeGreaterThan(logBox!.height);
  expect(question!.y).toBeGreaterThanOrEqual(logBox!.y);
  expect(answer!.y).toBeLessThan(logBox!.y + logBox!.height);
  await lost.getByRole('link', { name: titleOf('duplicate-rc') }).click();
  await expect(page).toHaveURL(routeOf('duplicate-rc'));
});

// The chat and the form agree: for a licence expired 8 months ago the chat asks the form's question,
// then gives that case's documents and fees from the same fee sheet (₹1,300, our service fee: none),
// and the form's review step shows the same total.
for (const { prefix, question, answer, less, lessLabel, late, total, none } of [
  {
    prefix: '',
    question: 'My driving licence expired 8 months ago, what documents and fees for renewal?',
    answer: 'When does your licence expire?',
    less: 'It expired less than a year ago',
    lessLabel: 'It expired less than a year ago',
    late: '₹1,000 each',
    total: 'at least ₹1,300',
    none: 'Our service fee: none',
  },
  {
    prefix: '/te',
    question: 'నా డ్రైవింగ్ లైసెన్స్ రెన్యువల్‌కు పత్రాలు, ఫీజు ఎంత? గడువు 8 నెలల క్రితం ముగిసింది',
    answer: 'మీ లైసెన్స్ గడువు ఎప్పుడు?',
    less: 'గడువు ముగిసి ఒక సంవత్సరం కాలేదు',
    lessLabel: 'It expired less than a year ago',
    late: '₹1,000 చొప్పున',
    total: 'కనీసం ₹1,300',
    none: 'మా సేవా ఫీజు: ఏమీ లేదు',
  },
]) {
  test(`${prefix || '/'}: the chat answers a licence expired 8 months ago with the form's case, documents and fees`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    await page.getByTestId('chat-button').click();
    await expect(page.getByTestId('chat-reply')).toHaveCount(1);
    const input = page.getByTestId('chat-input');
    await input.fill(question);
    await input.press('Enter');
    const first = page.getByTestId('chat-reply').nth(1);
    await expect(first).toContainText(answer);
    // Before: the test vehicle listed as needed, and "our team tells you the official fee and our service charge".
    await expect(first).not.toContainText(/service charge|సర్వీస్ ఛార్జీ/);
    await first.getByRole('button', { name: less }).click();
    const reply = page.getByTestId('chat-reply').nth(2);
    await expect(reply).toContainText('₹300');
    await expect(reply).toContainText(late);
    await expect(reply).toContainText(total);
    await expect(reply).toContainText(none);
    await expect(reply).not.toContainText(prefix ? 'టెస్ట్‌లో మీరు నడిపే వాహనం' : 'The vehicle you will drive at the test');

    // The form, for the same case with the date 8 months ago, states the same official total.
    await reply.getByRole('link', { name: prefix ? 'డ్రైవింగ్ లైసెన్స్ రెన్యువల్' : 'Driving Licence Renewal' }).click();
    await expect(page).toHaveURL(`${prefix}/services/driving-licence-renewal`);
    await page.getByRole('button', { name: prefix ? 'నిబంధనలు మరియు షరతులకు అంగీకరిస్తున్నాను - కొనసాగించండి' : 'I Agree to Terms and Conditions - Proceed' }).click();
    await page.locator('#root_expiry').selectOption(lessLabel);
    const expired = new Date();
    expired.setMonth(expired.getMonth() - 8);
    await typeDate(page, 'expiryDate', expired.toISOString().slice(0, 10));
    await page.locator('#root_transport').selectOption('No');
    await page.locator('#root_licenceNumber').fill('AP0120190001234');
    await typeDate(page, 'dateOfBirth', '1990-04-12');
    await page.locator('#root_mobileNumber').fill('9876501234');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('review-fees')).toContainText('₹1,300');
    await expect(page.getByTestId('review-fees')).toContainText(none);
  });
}

test('at the end of the home page on a 360 px phone, the chat button covers no text', async ({ page }) => {
  for (const path of ['/', '/te/']) {
    await page.goto(path);
    // Sections not yet drawn have an assumed height (docs/architecture.md, "Skipping what is below the
    // screen"): the page grows as they are drawn, so scroll to its end until its height holds.
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    for (let height = 0, tries = 0; height !== (await pageHeight()) && tries < 20; tries++) {
      height = await pageHeight();
      await page.evaluate((y) => window.scrollTo(0, y), height);
      await afterNextPaint(page);
      await afterNextPaint(page);
    }
    const button = await page.getByTestId('chat-button').boundingBox();
    const covered = await page.getByRole('contentinfo').evaluate((footer, b) => {
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      const hit: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.right > b!.x && r.left < b!.x + b!.width && r.bottom > b!.y && r.top < b!.y + b!.height) hit.push(node.textContent.trim());
        }
      }
      return hit;
    }, button);
    expect(covered, path).toEqual([]);
  }
});

test('a question typed the moment the chat opens, while its code still loads, is kept and answered', async ({ page }) => {
  await page.goto('/');
  // A slow network: the chat's code arrives a second and a half after the tap.
  await page.route('**/assets/chat-panel-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByTestId('chat-button').click();
  await expect(page.getByTestId('chat-loading')).toBeVisible();
  await page.keyboard.type('where is my request');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-user')).toHaveText(/where is my request/);
  await expect(page.getByTestId('chat-reply').nth(1).getByRole('link', { name: 'Track your request' })).toHaveAttribute('href', '/track');
  await expect(page.getByTestId('chat-loading')).toHaveCount(0);
});

test('the dashboard shows Logout on a 360 px phone without sideways scrolling, under a compact menu', async ({ page, request }) => {
  const account = { name: 'Ravi Teja', phone: uniquePhone('7'), password: 'Nandyal#Road42' };
  await createAccount(request, account);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  const logout = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' });
  await expect(logout).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The menu leaves the page most of the first screen (it took 42% of it as wrapping tabs): the
  // page's heading shows below it.
  const menuBottom = await page.getByRole('navigation', { name: 'Dashboard' }).evaluate((nav) => nav.getBoundingClientRect().bottom);
  expect(menuBottom).toBeLessThan(780 * 0.4);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
});
