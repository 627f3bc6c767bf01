// The Content-Security-Policy, proven in the browser: every route of the router's route tree is
// visited (where a `beforeLoad` guard decides who may see it: signed in as a user and an admin at
// once, or signed out if the guard sends signed-in visitors away), every
// catalogue entry's page and its form view too, and a visit fails on any CSP violation, console
// error or warning (a hydration mismatch among them), uncaught error or failed request, naming the route. Routes come from the route tree and
// the catalogue, so a new route or YAML entry is covered with no change here, in English and in
// Telugu (under /te/); a route with a path
// parameter the catalogue cannot fill needs an example in ROUTE_EXAMPLES, or its own test fails.
import { test as base, expect, type Cookie, type Page } from '@playwright/test';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '../../src/core/languages';
import type { CompiledEntry } from '../../src/catalog/types';
import { newAdmin, signInAdmin } from './support/admin';
import { appRoutes, routeMatches, type AppRoute } from './support/app-routes';
import { ensureAccount, uniquePhone } from './support/auth';
import { realCatalog } from './support/catalog';
import { proceedToForm } from './support/form-view';
import { wakeIslands } from './support/islands';
import { recordWindowOpen } from './support/open-recorder';
import { isPlaywrightNotice } from './support/page-problems';

/**
 * Concrete URLs for routes the catalogue does not fill (a path parameter), or whose page shows
 * something else with a search (?number=).
 */
const ROUTE_EXAMPLES: Record<string, string[]> = {
  '/vehicle-details': ['/vehicle-details', '/vehicle-details?number=AP39BJ1234'],
  // {request} is the id of a request the worker records for the desk to open.
  '/admin/requests/$requestId': ['/admin/requests/{request}'],
};

/** Routes that exist only to send the visitor on (an old or a bare address): where they must end. */
const REDIRECTS: Record<string, string> = {
  '/admin': '/admin/requests',
  '/admin/dashboard': '/admin/requests',
};

/**
 * One user and one admin per worker, both signed in on one session cookie, for the guarded routes;
 * and one recorded request, for the desk's request page.
 */
const test = base.extend<object, { signedIn: { cookies: Cookie[]; requestId: string } }>({
  signedIn: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const phone = uniquePhone('8');
      await ensureAccount(request, { name: 'Lakshmi Prasanna', phone, password: 'Guntur#Mirchi2030' });
      await signInAdmin(request, newAdmin('admin'));
      const serviceNumber = `VS${Date.now().toString().slice(-6)}${String(workerInfo.workerIndex % 1000).padStart(3, '0')}`;
      const sent = await request.post('/api/requests', { data: { entryId: 'vehicle-ekyc', serviceNumber, phone, vehicleNumber: 'AP39BJ1234' } });
      expect(sent.status(), await sent.text()).toBe(201);
      const found = await request.get(`/api/admin/requests?q=${serviceNumber}`);
      const { requests } = (await found.json()) as { requests: { id: string }[] };
      await use({ cookies: (await request.storageState()).cookies, requestId: requests[0]!.id });
      await request.dispose();
    },
    // A sign-up and an admin made with the operator's command: slow on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
});

const catalog = realCatalog();
const routes = appRoutes();

interface Visit {
  url: string;
  route: AppRoute;
  /** Set for a catalogue entry's form view: the visit goes on from the start view to the form. */
  form?: CompiledEntry;
}

const unfilled: AppRoute[] = [];
const visits: Visit[] = routes.flatMap((route): Visit[] => {
  const entries = catalog.entries.filter((entry) => routeMatches(route.path, entry.route));
  const urls = ROUTE_EXAMPLES[route.path] ?? (route.path.includes('$') ? entries.map((entry) => entry.route) : [route.path]);
  if (urls.length === 0) unfilled.push(route);
  // An entry with a form is visited once, on to its form view: that visit opens (and checks) its
  // start view first.
  return urls.map((url) => ({ url, route, form: entries.find((entry) => entry.route === url && entry.form) }));
});

// The Telugu site (its own build under /te/): every route once, the first example of a route with a
// path parameter standing for the rest (the same code serves them; telugu.spec.ts opens a form).
for (const route of routes) {
  const first = visits.find((visit) => visit.route === route);
  if (first) visits.push({ url: pathInLanguage(first.url, 'te'), route });
}

test('every catalogue entry is served by a route of the route tree', () => {
  const unserved = catalog.entries.filter((entry) => !routes.some((route) => routeMatches(route.path, entry.route)));
  expect(unserved.map((entry) => entry.route)).toEqual([]);
});

for (const route of unfilled) {
  test(`${route.path} has an example to visit`, () => {
    throw new Error(`${route.path} has a path parameter no catalogue entry fills: give it an example in ROUTE_EXAMPLES (tests/e2e/csp.spec.ts)`);
  });
}

/** Everything the browser reports going wrong on the page, each as one line. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  // A warning counts too: React reports a hydration mismatch as one (prerender.spec.ts relies on this).
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isPlaywrightNotice(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`request failed: ${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  return problems;
}

for (const visit of visits) {
  const signedIn = visit.route.guarded;
  const name = `${visit.url}${visit.form ? ' (form view)' : ''}${signedIn ? ' (guarded)' : ''}`;

  test(`${name}: no CSP violation, console error or warning, or failed request`, async ({ page, signedIn: { cookies, requestId } }) => {
    const violations: string[] = [];
    // Called from the page through a binding, which the policy does not govern (a page script could not).
    await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    // Pages that open WhatsApp or a partner site never reach another origin here.
    await recordWindowOpen(page);

    const problems = watchForProblems(page);
    const url = visit.url.replace('{request}', requestId);
    const open = async () => {
      await page.goto(url);
      // The page's own code loads on demand: its heading says it has rendered.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      // Every island a visitor can wake hydrates too, so a mismatch in any of them shows.
      await wakeIslands(page);
      await page.waitForLoadState('networkidle');
      return new URL(page.url()).pathname;
    };
    const path = url.split('?')[0]!;
    const plain = pathWithoutLanguage(path);
    const expected = pathInLanguage(REDIRECTS[plain] ?? plain, languageOfPath(path));
    let shown = '';
    if (signedIn) {
      await page.context().addCookies(cookies);
      shown = await open();
      // A guard may instead send signed-in visitors away (a sign-in page): that page is for the signed-out.
      if (shown !== expected) await page.context().clearCookies();
    }
    if (shown !== expected) shown = await open();
    // Signed in or not, the page itself is shown, not one it redirects to.
    expect(shown, `${name} ended elsewhere`).toBe(expected);
    if (visit.form) {
      await proceedToForm(page, visit.form);
      await page.waitForLoadState('networkidle');
    }

    expect(violations, `${name}: CSP violations`).toEqual([]);
    expect(problems, `${name}: browser errors`).toEqual([]);
  });
}
