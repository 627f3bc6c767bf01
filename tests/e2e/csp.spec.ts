// The Content-Security-Policy, proven in the browser: every route of the router's route tree is
// visited (where a `beforeLoad` guard decides who may see it: signed in as a user and an admin at
// once, or signed out if the guard sends signed-in visitors away) and every catalogue entry's page,
// and a visit fails on any CSP violation, console error or warning (a hydration mismatch among them),
// uncaught error or failed request, naming the route (support/page-watch.ts; catalog-pages.spec.ts
// watches each form page so, through to its form view). Routes come from the route tree and the
// catalogue, so a new route or YAML entry is covered with no change here, in English and in Telugu
// (under /te/); a route with a path parameter the catalogue cannot fill needs an example in
// ROUTE_EXAMPLES, or its own test fails.
import { test as base, expect, type Cookie } from '@playwright/test';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '../../src/core/languages';
import { newAdmin, signInAdmin } from './support/admin';
import { appRoutes, routeMatches, type AppRoute } from './support/app-routes';
import { ensureAccount, uniquePhone } from './support/auth';
import { realCatalog } from './support/catalog';
import { wakeIslands } from './support/islands';
import { recordWindowOpen } from './support/open-recorder';
import { expectNothingWrong, watchPage } from './support/page-watch';

/**
 * Concrete URLs for routes the catalogue does not fill (a path parameter), or whose page shows
 * something else with a search (?number=).
 */
const ROUTE_EXAMPLES: Record<string, string[]> = {
  '/vehicle-details': ['/vehicle-details', '/vehicle-details?number=AP39BJ1234'],
  // {request} is the id of a request the worker records for the desk to open.
  '/admin/requests/$requestId': ['/admin/requests/{request}'],
  // {grievance} is the reference of a grievance the worker sends for the grievance officer to open.
  '/admin/grievances/$reference': ['/admin/grievances/{grievance}'],
};

/** Routes that exist only to send the visitor on (an old or a bare address): where they must end. */
const REDIRECTS: Record<string, string> = {
  '/admin': '/admin/requests',
  '/admin/dashboard': '/admin/requests',
  '/profile': '/dashboard/profile',
};

/**
 * One user and one admin per worker, both signed in on one session cookie, for the guarded routes;
 * and one recorded request and one grievance, for the desk's pages of each.
 */
const test = base.extend<object, { signedIn: { cookies: Cookie[]; requestId: string; grievance: string } }>({
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
      const filed = await request.post('/api/grievances', { data: { name: 'Lakshmi Prasanna', phone, kind: 'access', text: 'What do you keep of me?' } });
      expect(filed.status(), await filed.text()).toBe(201);
      const { reference } = (await filed.json()) as { reference: string };
      await use({ cookies: (await request.storageState()).cookies, requestId: requests[0]!.id, grievance: reference });
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
}

/** The URLs that stand for each route: its example, the catalogue's entries it serves, or its own path. */
const examples = routes.map((route) => {
  const entries = catalog.entries.filter((entry) => routeMatches(route.path, entry.route));
  return { route, urls: ROUTE_EXAMPLES[route.path] ?? (route.path.includes('$') ? entries.map((entry) => entry.route) : [route.path]) };
});
const unfilled = examples.filter(({ urls }) => urls.length === 0).map(({ route }) => route);

// A catalogue entry's form page is watched the same way by catalog-pages.spec.ts, through its whole
// flow (start view, every island, form view, errors, review and hand-off), so it is not opened again here.
const formPages = new Set(catalog.entries.filter((entry) => entry.form).map((entry) => entry.route));
const visits: Visit[] = examples.flatMap(({ route, urls }) => [
  ...urls.filter((url) => !formPages.has(url)).map((url) => ({ url, route })),
  // The Telugu site (its own build under /te/): every route once, the first example of a route with
  // a path parameter standing for the rest (the same code serves them; telugu.spec.ts opens a form).
  ...urls.slice(0, 1).map((url) => ({ url: pathInLanguage(url, 'te'), route })),
]);

test('every catalogue entry is served by a route of the route tree', () => {
  const unserved = catalog.entries.filter((entry) => !routes.some((route) => routeMatches(route.path, entry.route)));
  expect(unserved.map((entry) => entry.route)).toEqual([]);
});

for (const route of unfilled) {
  test(`${route.path} has an example to visit`, () => {
    throw new Error(`${route.path} has a path parameter no catalogue entry fills: give it an example in ROUTE_EXAMPLES (tests/e2e/csp.spec.ts)`);
  });
}

for (const visit of visits) {
  const signedIn = visit.route.guarded;
  const name = `${visit.url}${signedIn ? ' (guarded)' : ''}`;

  test(`${name}: no CSP violation, console error or warning, or failed request`, async ({ page, signedIn: { cookies, requestId, grievance } }) => {
    const watch = await watchPage(page);
    // Pages that open WhatsApp or a partner site never reach another origin here.
    await recordWindowOpen(page);
    const url = visit.url.replace('{request}', requestId).replace('{grievance}', grievance);
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
    expectNothingWrong(watch, name);
  });
}
