// Through Firebase Hosting as a visitor's browser would reach a deployed portal: firebase.json's
// headers, prerendered pages at clean URLs, the app shell and the 404 page, its /api rewrite to the bundled `api` function, and that
// function on Firestore (the in-process emulator): the listing, a sign-up and the session it sets.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirebaseEmulators, type FirebaseEmulators } from '../../scripts/firebase-emulators';
import { appShellAddress } from '../../src/catalog/public-pages';

let emulators: FirebaseEmulators;
let base = '';

beforeAll(async () => {
  // .ci/run sets SMOKE_REUSE_SITE=1: `npm test` has just built dist/ for production.
  emulators = await startFirebaseEmulators({ hostingPort: Number(process.env.FIREBASE_HOSTING_PORT ?? 5000), reuseSite: process.env.SMOKE_REUSE_SITE === '1', quiet: true });
  base = emulators.url;
});

afterAll(async () => {
  await emulators?.stop();
});

const hostingHeaders = (JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}).hosting.headers.find((rule) => rule.source === '**')!.headers;

describe('the portal through Firebase Hosting', () => {
  it.each(['/', '/services/vehicle-ekyc'])('serves the prerendered page at %s with the security headers of firebase.json', async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    // An islands page (the home page) also carries data-islands after it.
    expect(await res.text()).toContain(`<div id="root" data-prerendered="${path}"`);
    for (const { key, value } of hostingHeaders) expect(res.headers.get(key), key).toBe(value);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the app shell for a signed-in page and the 404 page for an unknown path', async () => {
    // Also at its own address, where the service worker keeps it for pages never opened (docs/offline.md).
    for (const path of ['/dashboard/vehicles', appShellAddress('en')]) {
      const shell = await fetch(`${base}${path}`);
      expect(shell.status, path).toBe(200);
      // The browser draws it; until then it shows a loading notice, not a blank page.
      expect(await shell.text(), path).toMatch(/<div id="root">[\s\S]*role="status"[\s\S]*Loading…/);
    }
    const missing = await fetch(`${base}/services/no-such-service`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  });

  it('answers /api/health and the live listing from the api function on Firestore', async () => {
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true });
    const res = await fetch(`${base}/api/listing`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ entries: {}, links: [], order: {} });
  });

  it('signs up, and the session cookie it sets passes Hosting and opens /api/auth/me', async () => {
    const phone = `98${String(Date.now()).slice(-8)}`;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'Hosting Visitor', phone, password: 'Srikakulam#Bay31', consents: ['account'] }),
    });
    expect(signup.status).toBe(201);
    const cookie = /__session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie, 'Set-Cookie through Hosting').toBeDefined();
    expect(signup.headers.get('set-cookie')).toMatch(/HttpOnly/);

    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: cookie! } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Hosting Visitor', phone: `+91${phone}` });
    expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
  });
});
