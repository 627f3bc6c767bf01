// The home page (its sections, their states, validation and timings) and /vehicle-details,
// on a 360 px phone screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { realCatalog, text } from './support/catalog';
import { afterNextPaint } from './support/frames';
import { openedCalls, recordWindowOpen } from './support/open-recorder';
import { tapAtScreenBottom } from './support/form-view';

const catalog = realCatalog();
const { site, listings } = catalog;

const SECTION_ORDER = ['hero', 'service-search', 'services', 'vehicle-services', 'insurance', 'rto-assistance', 'vehicle-search', 'statistics', 'contact', 'feedback', 'about'];

const searchInput = (page: Page) => page.getByRole('textbox', { name: 'Vehicle Number' });
// The vehicle number's form; the service search above it is a search landmark of its own.
const searchButton = (page: Page) => page.getByRole('search', { name: 'Search Your Vehicle' }).getByRole('button');

test('the home page has its sections in order, each a landmark with a heading', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Vehicle and Driving Licence Services in Andhra Pradesh/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ids = await page.locator('main [data-section]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
  expect(ids).toEqual(SECTION_ORDER);
  for (const id of SECTION_ORDER) {
    const section = page.locator(`main [data-section="${id}"]`);
    const labelledBy = (await section.getAttribute('aria-labelledby')) ?? '';
    await expect(section.locator(`#${labelledBy}`)).toHaveRole('heading');
    // A named <section> is a region landmark.
    await expect(page.getByRole('region', { name: (await section.locator(`#${labelledBy}`).textContent()) ?? '', exact: true })).toHaveCount(1);
  }
  // The header's About and Contact links land on these ids.
  await expect(page.locator('section#about')).toHaveCount(1);
  await expect(page.locator('section#contact')).toHaveCount(1);
  // The floating chat button comes last, after the disclaimer.
  await expect(page.getByTestId('chat-button')).toBeVisible();
  await expect(page.locator('#about').getByText(text(site.texts.disclaimer))).toBeVisible();
});

test('sections below the first screen are drawn as the visitor nears them; a link lands on its section, and scrolling moves nothing on the screen', async ({ page }) => {
  await page.goto('/');
  // Skipped until near the screen (the page's inline style, index.html): what a phone lays out while the page loads.
  const drawn = (selector: string) => page.locator(selector).evaluate((section) => section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn('[data-section="hero"]')).toBe(true);
  for (const id of ['#rto-assistance', '#statistics', '#contact', '#feedback', '#about', 'footer']) expect(await drawn(id), id).toBe(false);
  await page.locator('#about').scrollIntoViewIfNeeded();
  await expect.poll(() => drawn('#about')).toBe(true);

  // Without the statistics' count-up (reduced motion): its growing digits move the cards' labels by a
  // fraction of a pixel (a layout shift of 0.0017, the same before sections were skipped).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Opened at a section, as the header's Contact link does from another page: its heading is at the
  // top of the screen, although the sections above it were never drawn.
  await page.goto('/track');
  await page.goto('/#contact');
  const contactTop = () => page.getByRole('heading', { name: 'Contact Us', exact: true }).evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
  await expect.poll(contactTop).toBeGreaterThanOrEqual(0);
  expect(await contactTop()).toBeLessThanOrEqual(60);
  // Scrolling up draws each section above at its real height; the browser keeps what is on the
  // screen in place (no layout shift), then down to the footer.
  await page.evaluate(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  for (let step = 0; step < 60 && (await page.evaluate(() => window.scrollY)) > 0; step++) {
    await page.mouse.wheel(0, -400);
    await afterNextPaint(page);
  }
  for (let step = 0; step < 60 && (await page.evaluate(() => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1)); step++) {
    await page.mouse.wheel(0, 400);
    await afterNextPaint(page);
  }
  await expect(page.locator('footer').getByRole('heading').last()).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('a form not yet drawn is assumed at least as tall as it is, so the next section never lies over its buttons', async ({ page }) => {
  // Lighthouse checks touch targets before anything below the first screen is drawn: a form laid out
  // inside a shorter assumed height lay under the feedback section, and "Clear form" counted as covered.
  for (const width of [360, 412, 800, 1350]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/te/']) {
      await page.goto(path);
      for (const id of ['contact', 'feedback']) {
        const { assumed, needed } = await page.locator(`section#${id}`).evaluate((section) => {
          const form = section.querySelector('form')!;
          return { assumed: section.getBoundingClientRect().bottom, needed: form.getBoundingClientRect().bottom };
        });
        expect(needed, `${path}#${id} at ${width} px`).toBeLessThanOrEqual(assumed);
      }
    }
  }
});

test('while the stylesheets are still on their way, what is below the first screen is already skipped', async ({ page }) => {
  // On a phone's network the HTML is parsed before the stylesheets arrive, and the browser then styles
  // and lays out the page once without them: the rule that skips the sections must be in the HTML.
  const held: Array<() => Promise<void>> = [];
  let released = false;
  await page.route('**/*.css', (route) => (released ? route.continue() : void held.push(() => route.continue())));
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading' && document.querySelector('footer') !== null);
  expect(held.length).toBeGreaterThan(0);
  const drawn = (selector: string) => page.locator(selector).evaluate((section) => section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  for (const id of ['#contact', '#about', 'footer']) expect(await drawn(id), id).toBe(false);
  released = true;
  await Promise.all(held.map((release) => release()));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('service cards: the first 3 of each group and a "View all N services" link', async ({ page }) => {
  await page.goto('/');
  const groups = [
    { id: 'vehicle', listing: listings['vehicle-services'], to: '/services/vehicle' },
    { id: 'licence', listing: listings['driving-licence-services'], to: '/services/driving-licence' },
  ];
  for (const { id, listing, to } of groups) {
    const group = page.getByTestId(`service-group-${id}`);
    const cards = group.getByTestId('home-card');
    // Three cards, or all of a shorter listing.
    await expect(cards).toHaveCount(listing.slice(0, 3).length);
    for (const [i, card] of listing.slice(0, 3).entries()) {
      await expect(cards.nth(i)).toHaveAttribute('href', card.link);
      await expect(cards.nth(i).getByRole('heading')).toHaveText(text(card.title));
    }
    await expect(group.getByRole('link', { name: `View all ${listing.length} services` })).toHaveAttribute('href', to);
  }
});

test('partner strip, insurance and RTO sections link to their pages; quotes open in a new tab', async ({ page }) => {
  await page.goto('/');
  const partners = page.locator('[data-section="vehicle-services"]');
  await expect(partners.getByTestId('home-card')).toHaveCount(listings.partners.length);
  await expect(partners.getByRole('link', { name: 'See all partner services' })).toHaveAttribute('href', '/vehicle-services');

  const insurance = page.locator('[data-section="insurance"]');
  for (const [id, link] of [['bike', site.links.bikeInsurance], ['car', site.links.carInsurance]] as const) {
    const quote = insurance.getByTestId(`insurance-${id}`).getByRole('link');
    await expect(quote).toHaveAttribute('href', link?.url ?? '');
    await expect(quote).toHaveAttribute('target', '_blank');
    await expect(quote).toHaveAttribute('rel', /noopener/);
  }
  await expect(insurance.getByRole('link', { name: 'Compare insurance plans' })).toHaveAttribute('href', '/vehicle-insurance');

  const rto = page.locator('[data-section="rto-assistance"]');
  const cards = rto.getByTestId('home-card');
  await expect(cards).toHaveCount(listings.rto.length);
  for (const [i, card] of listings.rto.entries()) await expect(cards.nth(i)).toHaveAttribute('href', card.link);
  await expect(rto.getByRole('link', { name: 'View all RTO assistance services' })).toHaveAttribute('href', '/rto-assistance');
});

test('search: upper case as typed, 12 characters, straight to the details page with vehicle and RTO services, then a pre-filled form', async ({ page }) => {
  await page.goto('/');
  const input = searchInput(page);
  await input.pressSequentially('ap39bj12345678');
  await expect(input).toHaveValue('AP39BJ123456');
  await input.fill('');
  await input.pressSequentially('ap 39-bj 1234');
  await expect(input).toHaveValue('AP 39-BJ 1234');

  await expect(searchButton(page)).toHaveText('Show services for this vehicle');
  await searchButton(page).click();
  await page.waitForURL('**/vehicle-details?number=AP39BJ1234');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle AP39BJ1234');
  await expect(page.getByText('does not look up, store or save the number you searched')).toBeVisible();
  const official = page.getByRole('link', { name: /Check RC status on Parivahan/ });
  await expect(official).toHaveAttribute('href', site.links.rcStatus?.url ?? '');
  await expect(official).toHaveAttribute('target', '_blank');
  const services = page.getByTestId('details-service');
  await expect(services).toHaveCount(listings['vehicle-services'].length + listings.rto.length);
  for (const [i, card] of [...listings['vehicle-services'], ...listings.rto].entries()) {
    await expect(services.nth(i).getByRole('link')).toHaveAttribute('href', `${card.link}?vehicleNumber=AP39BJ1234`);
  }

  await page.getByRole('link', { name: 'Get Started: Vehicle eKYC' }).click();
  await expect(page).toHaveURL(/\/services\/vehicle-ekyc\?vehicleNumber=AP39BJ1234$/);
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true }).click();
  await expect(page.locator('#root_vehicleNumber')).toHaveValue('AP39BJ1234');
});

test('search accepts a Bharat series number', async ({ page }) => {
  await page.goto('/');
  await searchInput(page).fill('22 bh 1234 aa');
  await searchButton(page).click();
  await page.waitForURL('**/vehicle-details?number=22BH1234AA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle 22BH1234AA');
});

test('an invalid number shows the error inline and stays on the page', async ({ page }) => {
  await page.goto('/');
  const input = searchInput(page);
  await input.fill('AP39');
  await searchButton(page).click();
  const error = page.getByText('Please enter a valid vehicle number (e.g., AP39BJ1234)');
  await expect(error).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await error.getAttribute('id')) ?? 'missing';
  await expect(input).toHaveAttribute('aria-describedby', new RegExp(`(^| )${errorId}( |$)`));
  await expect(input).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('/vehicle-details with a bad or missing number shows the search with the error', async ({ page }) => {
  for (const path of ['/vehicle-details?number=NOT-A-NUMBER', '/vehicle-details']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Search');
    await expect(page.getByText('Please enter a valid vehicle number (e.g., AP39BJ1234)')).toBeVisible();
    await expect(searchInput(page)).toHaveAttribute('aria-invalid', 'true');
  }
  await searchInput(page).fill('ap39bj1234');
  await searchButton(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle AP39BJ1234');
});

test('statistics count up as the visitor scrolls to them, to the final values in Indian format', async ({ page }) => {
  await page.goto('/');
  const vehicles = page.getByTestId('stat-vehicles');
  // The HTML shows the final figures; the section wakes 600 px before it reaches the screen and,
  // still out of view, sets them back to zero.
  await expect(vehicles).toHaveText('15,00,000+');
  await page.evaluate(() => window.scrollTo(0, document.querySelector('#statistics')!.getBoundingClientRect().top + window.scrollY - window.innerHeight - 300));
  await expect(page.locator('[data-island="stats"][data-live]')).toBeAttached();
  await expect(vehicles).toHaveText('0+');
  await page.locator('#statistics').scrollIntoViewIfNeeded();
  await expect(vehicles).toHaveText('15,00,000+');
  await expect(page.getByTestId('stat-applications')).toHaveText('2,50,000+');
  await expect(page.getByTestId('stat-hours')).toHaveText('24');
  await expect(page.getByTestId('stat-challans')).toHaveText('₹7,50,00,000+');
  // Screen readers get the final figures, not the moving digits.
  await expect(vehicles).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('#statistics .visually-hidden').first()).toHaveText('15,00,000+ ');
});

test('every figure on the home page says what it counts and as of when, and none claims vehicle records, ratings or RTO processing time', async ({ page }) => {
  await page.goto('/');
  const notes = page.getByTestId('figure-notes');
  await expect(notes.getByRole('listitem')).toHaveCount(5);
  for (const item of await notes.getByRole('listitem').all()) await expect(item).toContainText(/\(as of \d{1,2} [A-Z][a-z]+ 20\d\d\)$/);
  await expect(notes).toContainText('this portal keeps no vehicle records');
  const hero = page.locator('[data-section="hero"] dl');
  await expect(hero).not.toContainText(/rating|processing|records/i);
  await expect(page.locator('#statistics')).not.toContainText(/registered|processing/i);
});

test('statistics show their final values at once under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByTestId('stat-vehicles')).toHaveText('15,00,000+');
  await expect(page.getByTestId('stat-challans')).toHaveText('₹7,50,00,000+');
});

test('contact form: inline errors, the e-mail optional, then WhatsApp opens once with every field and the form says only that, keeping the message', async ({ page }) => {
  await recordWindowOpen(page, { allow: true });
  await page.goto('/');
  const contact = page.locator('#contact');
  const send = contact.getByRole('button', { name: 'Send Message' });
  await send.click();
  for (const message of ['Please enter your name.', 'Please choose a subject.', 'Please enter your message.']) {
    await expect(contact.getByText(message)).toBeVisible();
  }
  // The answer comes by WhatsApp: the e-mail address is optional, and marked so as the phone is.
  await expect(contact.getByLabel('Email Address')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(contact.getByLabel('Email Address')).toHaveAccessibleDescription('Optional');
  await expect(contact.getByLabel('Full Name')).toBeFocused();
  await expect(contact.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await openedCalls(page)).toEqual([]);

  await contact.getByLabel('Full Name').fill('Ravi Kumar');
  await contact.getByLabel('Phone Number').fill('98765 43210');
  await contact.getByLabel('Subject').selectOption('Challan Payment');
  await contact.getByLabel('Message').fill('Please help me pay a challan & check its status.\nThanks');
  // A double tap sends once.
  await send.dblclick();

  const calls = await openedCalls(page);
  expect(calls).toHaveLength(1);
  const [url, target] = calls[0] ?? [];
  expect(target).toBe('_blank');
  expect(url?.startsWith(`https://wa.me/${site.contact.whatsapp}?text=`)).toBe(true);
  const message = new URL(url ?? '').searchParams.get('text') ?? '';
  for (const line of ['Name: Ravi Kumar', 'Phone Number: 98765 43210', 'Subject: Challan Payment', 'Message: Please help me pay a challan & check its status.\nThanks']) {
    expect(message).toContain(line);
  }
  expect(message).not.toContain('Email Address');

  // Nothing is sent until Send is pressed in WhatsApp: the form says so and keeps the message.
  await expect(contact.getByText('WhatsApp opened with your message')).toBeVisible();
  await expect(contact.getByText('Press Send in WhatsApp to reach us', { exact: false })).toBeVisible();
  await expect(contact.getByText(/sent successfully/i)).toHaveCount(0);
  await page.waitForTimeout(2000);
  await expect(contact.getByLabel('Full Name')).toHaveValue('Ravi Kumar');
  await expect(contact.getByTestId('contact-opened')).toBeVisible();
  await contact.getByRole('button', { name: 'Clear form' }).click();
  await expect(contact.getByLabel('Message')).toHaveValue('');
  await expect(contact.getByTestId('contact-opened')).toHaveCount(0);
});

test('contact form: a blocked new tab is said, with the link that opens WhatsApp', async ({ page }) => {
  await recordWindowOpen(page);
  await page.goto('/');
  const contact = page.locator('#contact');
  await contact.getByLabel('Full Name').fill('Ravi Kumar');
  await contact.getByLabel('Subject').selectOption('Other');
  await contact.getByLabel('Message').fill('Hello');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  const blocked = contact.getByTestId('contact-blocked');
  await expect(blocked).toContainText('Your browser blocked the new tab');
  const [url] = (await openedCalls(page))[0] ?? [];
  await expect(blocked.getByRole('link', { name: 'Open WhatsApp with your message' })).toHaveAttribute('href', url ?? '');
  await expect(contact.getByTestId('contact-opened')).toHaveCount(0);
});

test('feedback: required fields, no stars until chosen, keyboard star rating, then the thank-you message', async ({ page }) => {
  await page.goto('/');
  const feedback = await liveFeedbackForm(page);
  const submit = feedback.getByRole('button', { name: 'Submit Feedback' });
  await expect(feedback.getByText('Not rated yet')).toBeVisible();
  for (const radio of await feedback.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await submit.click();
  await expect(feedback.getByText('Please enter your name.')).toBeVisible();
  await expect(feedback.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(feedback.getByText('Please enter your message.')).toBeVisible();
  await expect(feedback.getByText('Please enter your email.')).toHaveCount(0);

  await feedback.getByRole('radio', { name: '5 stars' }).check();
  await expect(feedback.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(feedback.getByRole('radio', { name: '4 stars' })).toBeChecked();

  await feedback.getByLabel('Your Name').fill('Lakshmi');
  await feedback.getByLabel('Service Used').selectOption('RC Card');
  await feedback.getByLabel('Your Feedback').fill('Quick help with my RC card.');
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST'),
    submit.click(),
  ]);
  // No e-mail address given: none is sent.
  expect(request.postDataJSON()).toEqual({ name: 'Lakshmi', rating: 4, message: 'Quick help with my RC card.', service_type: 'RC Card' });
  expect(response.status()).toBe(201);
  const thanks = feedback.getByTestId('feedback-success');
  await expect(thanks).toContainText('Thank you for your feedback!');
  // Truthful: only approved reviews are shown, so it says the review is read first, not "published soon".
  await expect(thanks).toContainText('We read every review before it may appear on this page');
  await expect(feedback.getByLabel('Your Name')).toHaveValue('');
  // It stays while the visitor reads it (it used to vanish after 3 s)…
  await page.waitForTimeout(4000);
  await expect(thanks).toBeVisible();
  // …and goes once they move on to another review.
  await feedback.getByLabel('Your Name').fill('L');
  await expect(thanks).toHaveCount(0);
});

/**
 * The home page's feedback form, woken by a touch and live. The feedback tests are about the form,
 * not about using it before it is live (early-input.spec.ts): this way a busy machine's slow
 * hydration never eats into their 5 s.
 */
async function liveFeedbackForm(page: Page) {
  const feedback = page.locator('#feedback');
  await feedback.getByLabel('Your Name').focus();
  await expect(page.locator('[data-island="feedback"][data-live]')).toBeAttached({ timeout: 15_000 });
  return feedback;
}

/** Sends the feedback form from the home page; the server's answer to the POST is `answer`. */
async function sendFeedbackAnswered(page: Page, email: string, answer: Parameters<Route['fulfill']>[0]) {
  await page.route('**/api/feedback', (route) => (route.request().method() === 'POST' ? route.fulfill(answer) : route.fallback()));
  await page.goto('/');
  const feedback = await liveFeedbackForm(page);
  await feedback.getByLabel('Your Name').fill('Lakshmi');
  await feedback.getByLabel('Email Address').fill(email);
  await feedback.getByRole('radio', { name: '3 stars' }).check();
  await feedback.getByLabel('Your Feedback').fill('Good');
  await tapAtScreenBottom(feedback.getByRole('button', { name: 'Submit Feedback' }));
  return feedback;
}

test('feedback: a refused post shows the failure text and the server field errors', async ({ page }) => {
  const feedback = await sendFeedbackAnswered(page, 'lakshmi@example.c', {
    status: 400,
    json: { error: 'Please enter a valid email address.', fields: { email: 'Please enter a valid email address.' } },
  });
  await expect(feedback.getByText('Failed to submit feedback. Please try again.')).toBeVisible();
  await expect(feedback.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(feedback.getByText('Please enter a valid email address.')).toBeVisible();
});

test('feedback: a rate-limited post says how long to wait, not the raw server text', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const feedback = await sendFeedbackAnswered(page, 'lakshmi@example.com', {
    status: 429,
    headers: { 'Retry-After': '540' },
    json: { error: 'Too much feedback from your network. Please try again later.' },
  });
  await expect(feedback.getByText('Failed to submit feedback. Please try again.')).toBeVisible();
  await expect(feedback.getByText('Too many attempts. Please wait 9 minutes and try again.')).toBeVisible();
  // It appears below the button, tapped at the bottom of a phone's screen: the page brings it whole
  // into view (0.99: to a fraction of a pixel).
  await expect(feedback.getByTestId('feedback-failure')).toBeInViewport({ ratio: 0.99 });
  // …and above the floating chat button, not under it.
  const bottomOf = async (testId: string) => {
    const box = (await page.getByTestId(testId).boundingBox())!;
    return { top: box.y, bottom: box.y + box.height };
  };
  await expect.poll(async () => (await bottomOf('feedback-failure')).bottom <= (await bottomOf('chat-button')).top).toBe(true);
  await expect(feedback.getByText('Too much feedback from your network.')).toHaveCount(0);
  await expect(feedback.getByLabel('Your Name')).toHaveValue('Lakshmi');
});

test('feedback list: published entries as plain text, and the empty state', async ({ page }) => {
  const entry = { id: 'f1', name: '<b>Anil</b>', rating: 4, message: '<img src=x onerror="window.__xss=1">Great service', service_type: 'Vehicle eKYC', created_at: '2026-01-05T10:00:00.000Z' };
  await page.route('**/api/feedback', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { feedback: [entry] } }) : route.fallback()));
  await page.goto('/');
  // The list is asked for as the visitor comes near it.
  await page.locator('#feedback').scrollIntoViewIfNeeded();
  const item = page.getByTestId('feedback-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('<b>Anil</b>')).toBeVisible();
  await expect(item.getByText(entry.message)).toBeVisible();
  await expect(item.getByText('Rated 4 out of 5')).toBeAttached();
  await expect(item.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await page.unroute('**/api/feedback');
  await page.route('**/api/feedback', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { feedback: [] } }) : route.fallback()));
  await page.reload();
  await page.locator('#feedback').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('feedback-empty')).toHaveText('No reviews yet. Be the first to share your experience.');
});

test('chat: opens as a dialog, answers hello and licence after a pause, closes with Escape', async ({ page }) => {
  await page.goto('/');
  const button = page.getByTestId('chat-button');
  await expect(button).toHaveAccessibleName('Open chat');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'AP RTO Assistant' });
  await expect(dialog).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const input = dialog.getByRole('textbox', { name: 'Type your message' });
  await expect(input).toBeFocused();
  const log = dialog.getByRole('log');
  const replies = log.getByTestId('chat-reply');
  await expect(replies).toHaveCount(1); // the welcome

  await input.fill('hello');
  await input.press('Enter');
  await expect(log.getByTestId('chat-user')).toContainText('hello');
  await expect(replies).toHaveCount(1);
  await expect(replies).toHaveCount(2);
  await expect(replies.nth(1)).toContainText('How can I help you today?');

  await input.fill('I need a LICENCE');
  await input.press('Enter');
  await expect(replies).toHaveCount(3);
  await expect(replies.nth(2)).toContainText('learner and driving licences');
  await expect(replies.nth(2).getByRole('link', { name: 'Driving licence services' })).toHaveAttribute('href', '/services/driving-licence');

  await input.fill('what about the weather');
  await input.press('Enter');
  await expect(replies.nth(3)).toContainText('Could you rephrase?');

  await input.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName('Open chat');
  await button.click();
  await expect(dialog.getByTestId('chat-reply')).toHaveCount(4);
});

test('chat contact reply gives the WhatsApp number and link', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('chat-button').click();
  const input = page.getByRole('textbox', { name: 'Type your message' });
  await input.fill('Contact');
  await input.press('Enter');
  const reply = page.getByTestId('chat-reply').nth(1);
  await expect(reply).toContainText(site.contact.phone);
  await expect(reply.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${site.contact.whatsapp}`);
});

test('a11y: the home page with form errors showing, the statistics counted and the chat open', async ({ page }) => {
  await page.goto('/');
  await page.locator('#contact').getByRole('button', { name: 'Send Message' }).click();
  await page.locator('#feedback').getByRole('button', { name: 'Submit Feedback' }).click();
  await searchButton(page).click();
  await page.locator('#statistics').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stat-vehicles')).toHaveText('15,00,000+');
  await page.getByTestId('chat-button').click();
  const input = page.getByRole('textbox', { name: 'Type your message' });
  await input.fill('contact');
  await input.press('Enter');
  await expect(page.getByTestId('chat-reply')).toHaveCount(2);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
