// For spec files whose tests only visit pages and check what they show (no offline switch, no extra
// headers or permissions, no locale of their own): `test.use(PAGE_VISITS)` runs a worker's tests in one
// browser context, which Playwright resets between tests (cookies, local and session storage,
// IndexedDB, service workers, routes, init scripts, viewport), instead of a new context and renderer
// each time. The generated catalogue pages took 154 s instead of 195 s on the 2-core CI host
// (2026-12-04); the suite is bound by that host's CPU. A spec that changes what the reset leaves
// (context.setOffline, setExtraHTTPHeaders, grantPermissions, a `locale`) must not use it.
export const PAGE_VISITS = { reuseContext: true } as const;
