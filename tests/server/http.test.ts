import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES, languagePrefix } from '../../src/core/languages';
import { APP_SHELL_FILE, appShellAddress, languageDir, NOT_FOUND_FILE } from '../../src/catalog/public-pages';
import { CLIENT_ONLY_PATHS } from '../../src/catalog/site-pages';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers';
import { serveSpa } from '../../src/server/static-files';
import { makeTestApp, tempDir, type TestApp } from './helpers/test-app';
import { hostingRewrites } from '../../scripts/firebase-rewrites';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('security headers', () => {
  it.each(['/api/health', '/api/services', '/api/nope', '/api/auth/me'])('are on %s', async (url) => {
    const res = await t.client().req('GET', url);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });

  it('are on error responses too', async () => {
    const res = await t.client().raw('POST', '/api/feedback', '{', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });

  it('the CSP forbids eval and framing', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy']!;
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    // The service worker and the manifest, from this origin only.
    expect(csp).toMatch(/worker-src 'self'(;|$)/);
    expect(csp).toMatch(/manifest-src 'self'(;|$)/);
    // Scripts from this origin, plus the prerendered pages' one inline script by its hash.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    // Images from this origin (the icons, the console's media) and the tab's icon written into the page as data:; no other site's.
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
  });

  it('firebase.json sends the same headers from Hosting', () => {
    const firebase = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const all = firebase.hosting.headers.find((h) => h.source === '**')!;
    const sent = Object.fromEntries(all.headers.map((h) => [h.key, h.value]));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(sent[name]).toBe(value);
    // Like the local server: hashed assets for a year, pages (clean URLs and .html files) never from cache.
    const cache = Object.fromEntries(
      firebase.hosting.headers.filter((h) => h.source !== '**').map((h) => [h.source, h.headers.find((x) => x.key === 'Cache-Control')?.value]),
    );
    expect(cache).toEqual({
      '/assets/**': 'public, max-age=31536000, immutable',
      '/te/assets/**': 'public, max-age=31536000, immutable',
      '/': 'no-cache',
      '/sw.js': 'no-cache',
      '**/*.webmanifest': 'no-cache',
      '**/!(*.*)': 'no-cache',
      '**/*.html': 'no-cache',
    });
  });

  it('firebase.json serves pages at clean URLs and rewrites only the API, the service search, the client-only paths and the fix links', () => {
    const { hosting } = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {
      hosting: { cleanUrls: boolean; rewrites: { source: string; destination?: string; function?: { functionId: string } }[] };
    };
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites[0]).toMatchObject({ source: '/api/**', function: { functionId: 'api' } });
    // The same paths the local server answers with the app shell, in each language; everything else
    // has a file or is Hosting's 404.html (under another language's prefix its own, which Hosting can
    // only rewrite to).
    const shells = LANGUAGES.flatMap(({ code: lang }) =>
      CLIENT_ONLY_PATHS.flatMap((p) => [`${p}`, `${p}/**`].map((source) => ({ source: `${languagePrefix(lang)}${source}`, destination: `/${languageDir(lang)}${APP_SHELL_FILE}` }))),
    );
    const notFound = LANGUAGES.filter(({ prefix }) => prefix).map(({ code: lang, prefix }) => ({ source: `${prefix}/**`, destination: `/${languageDir(lang)}${NOT_FOUND_FILE}` }));
    const fixLinks = LANGUAGES.map(({ code: lang }) => ({ source: `${languagePrefix(lang)}/f/**`, destination: `/${languageDir(lang)}f.html` }));
    // The service search's results page is the API's, in each language (its file is a dotfile Hosting does not deploy).
    const search = LANGUAGES.map(({ code: lang }) => ({ source: `${languagePrefix(lang)}/search`, function: { functionId: 'api', region: 'asia-south1', pinTag: true } }));
    expect(hosting.rewrites.slice(1)).toEqual([...search, ...shells, ...fixLinks, ...notFound]);
    // Written by `npm run firebase:rewrites` from the list: run it after adding a language.
    expect(hosting.rewrites).toEqual(hostingRewrites());
  });
});

describe('request checks', () => {
  it('refuses a cross-site POST by Sec-Fetch-Site or Origin, and changes nothing', async () => {
    const body = { name: 'A', email: 'a@b.in', rating: 5, message: 'hi' };
    const bySite = await t.client().req('POST', '/api/feedback', body, { 'sec-fetch-site': 'cross-site' });
    expect(bySite.status).toBe(403);
    expect(bySite.texts).toEqual({ error: 'Requests from other websites are not allowed.' });
    const byOrigin = await t.client().req('POST', '/api/feedback', body, { origin: 'https://evil.example' });
    expect(byOrigin.status).toBe(403);
    const nullOrigin = await t.client().req('POST', '/api/feedback', body, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    expect(await t.store.feedback.listAll()).toEqual([]);
  });

  it('accepts a same-origin POST from a browser', async () => {
    const res = await t.client().req('POST', '/api/feedback', { name: 'A', email: 'a@b.in', rating: 5, message: 'hi' }, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost',
      host: 'localhost',
    });
    expect(res.status).toBe(201);
  });

  it('reads the public host from X-Forwarded-Host only behind a trusted proxy', async () => {
    const body = { name: 'A', email: 'a@b.in', rating: 5, message: 'hi' };
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    expect((await t.client().req('POST', '/api/feedback', body, forged)).status).toBe(403);
    expect(await t.store.feedback.listAll()).toEqual([]);
    // Behind Firebase Hosting the function sees the public host only there.
    t.config.trustProxy = true;
    const hosted = { origin: 'https://apvehicleassist.in', 'x-forwarded-host': 'apvehicleassist.in', 'x-forwarded-for': '1.2.3.4, 5.6.7.8, 9.9.9.9' };
    // From a peer that is not one of the proxies the header is the caller's own word again.
    expect((await t.client('198.51.100.40').req('POST', '/api/feedback', body, hosted)).status).toBe(403);
    expect((await t.client('10.0.0.1').req('POST', '/api/feedback', body, hosted)).status).toBe(201);
  });

  it('accepts a configured extra origin', async () => {
    t.config.allowedOrigins.push('https://portal.example.in');
    const res = await t.client().req('POST', '/api/feedback', { name: 'A', email: 'a@b.in', rating: 5, message: 'hi' }, { origin: 'https://portal.example.in' });
    expect(res.status).toBe(201);
  });

  it('answers 413 for a body over 16 KB, declared or streamed', async () => {
    const big = JSON.stringify({ name: 'A', email: 'a@b.in', message: 'x'.repeat(17 * 1024) });
    const declared = await t.client().raw('POST', '/api/feedback', big, { 'content-type': 'application/json', 'content-length': String(big.length) });
    expect(declared.status).toBe(413);
    expect(declared.texts).toEqual({ error: 'Request body is too large.' });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await t.client().raw('POST', '/api/feedback', stream, { 'content-type': 'application/json' });
    expect(streamed.status).toBe(413);
    expect(await t.store.feedback.listAll()).toEqual([]);
  });

  it('wants JSON', async () => {
    const res = await t.client().raw('POST', '/api/feedback', 'name=A', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please send the request as JSON (Content-Type: application/json).');
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.client().req('GET', '/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.texts).toEqual({ error: 'Not found' });
  });

  it('never lets API responses be cached unless meant to, and marks them private', async () => {
    expect((await t.client().req('GET', '/api/auth/me')).headers.get('cache-control')).toBe('private, no-store');
    // Firebase Hosting passes Set-Cookie only on a private answer (tests/firebase checks it there).
    const signup = await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'fine-pass-1', consents: ['account'] });
    expect(signup.headers.get('set-cookie')).toMatch(/^__session=/);
    expect(signup.headers.get('cache-control')).toBe('private, no-store');
  });
});

/** A build's output in miniature: the home page, one service page, the app shell and the 404 page. */
function writeBuild(root: string): void {
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, 'services'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root" data-prerendered="/"><h1>Home</h1></div>');
  fs.writeFileSync(path.join(root, 'services', 'vehicle-ekyc.html'), '<!doctype html><div id="root" data-prerendered="/services/vehicle-ekyc"><h1>Vehicle eKYC</h1></div>');
  fs.writeFileSync(path.join(root, 'app-shell.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><div id="root"><h1>Page not found</h1></div>');
}

describe('static files', () => {
  it('never serves dotfiles (Hosting does not deploy them): they are not found', async () => {
    const root = tempDir('rto-static-');
    try {
      writeBuild(root);
      fs.mkdirSync(path.join(root, '.vite'));
      fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"secret":"build internals"}');
      fs.writeFileSync(path.join(root, '.env'), 'OTP_PEPPER=x');
      fs.writeFileSync(path.join(root, 'assets', '.hidden.js'), 'x');
      serveSpa(t.app, root);
      const c = t.client();
      for (const url of ['/.vite/manifest.json', '/.env', '/%2Evite/manifest.json', '/x/../.env']) {
        const res = await c.raw('GET', url, null);
        expect(res.status, url).toBe(404);
        expect(res.body.text, url).toContain('Page not found');
        expect(res.body.text, url).not.toMatch(/secret|OTP_PEPPER/);
      }
      expect((await c.raw('GET', '/assets/.hidden.js', null)).status).toBe(404);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('serves each prerendered page at its clean URL, the app shell for client-only paths, 404.html for the rest', async () => {
    const root = tempDir('rto-static-');
    try {
      writeBuild(root);
      serveSpa(t.app, root);
      const c = t.client();
      for (const url of ['/services/vehicle-ekyc', '/services/vehicle-ekyc/', '/services/vehicle-ekyc.html']) {
        const page = await c.raw('GET', url, null);
        expect(page.status, url).toBe(200);
        expect(page.body.text, url).toContain('<h1>Vehicle eKYC</h1>');
        expect(page.headers.get('cache-control'), url).toBe('no-cache');
      }
      expect((await c.raw('GET', '/', null)).body.text).toContain('<h1>Home</h1>');
      // The shell's own clean address too: the service worker keeps it from there (scripts/service-worker-build.ts).
      for (const url of ['/dashboard', '/dashboard/vehicles', '/profile', '/admin', '/admin/login', '/vehicle-details?number=AP39BJ1234', appShellAddress('en')]) {
        const shell = await c.raw('GET', url, null);
        expect(shell.status, url).toBe(200);
        expect(shell.body.text, url).toBe('<!doctype html><div id="root"></div>');
        expect(shell.headers.get('cache-control'), url).toBe('no-cache');
      }
      for (const url of ['/services/no-such-service', '/dashboards', '/nothing/here']) {
        const missing = await c.raw('GET', url, null);
        expect(missing.status, url).toBe(404);
        expect(missing.body.text, url).toContain('Page not found');
        expect(missing.headers.get('content-security-policy'), url).toBe(SECURITY_HEADERS['Content-Security-Policy']);
      }
      expect((await t.app.fetch(new Request('http://localhost/nothing', { method: 'HEAD' }))).status).toBe(404);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('serves the fix link page for every /f/<code>, in its language', async () => {
    const root = tempDir('rto-static-');
    try {
      writeBuild(root);
      fs.mkdirSync(path.join(root, 'te'));
      fs.writeFileSync(path.join(root, 'f.html'), '<!doctype html><div id="root"><h1>Correct your request</h1></div>');
      fs.writeFileSync(path.join(root, 'te', 'f.html'), '<!doctype html><div id="root"><h1>మీ అభ్యర్థనను సరిచేయండి</h1></div>');
      serveSpa(t.app, root);
      const c = t.client();
      for (const [url, heading] of [['/f/Ab3_-9xYz012', 'Correct your request'], ['/f/anything-at-all', 'Correct your request'], ['/te/f/Ab3_-9xYz012', 'మీ అభ్యర్థనను సరిచేయండి']] as const) {
        const page = await c.raw('GET', url, null);
        expect(page.status, url).toBe(200);
        expect(page.body.text, url).toContain(heading);
        expect(page.headers.get('cache-control'), url).toBe('no-cache');
      }
      expect((await c.raw('GET', '/fa/Ab3_-9xYz012', null)).status).toBe(404);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('serves files, caches hashed assets, compresses text, keeps headers', async () => {
    const root = tempDir('rto-static-');
    try {
      writeBuild(root);
      fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
      fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
      serveSpa(t.app, root);
      const c = t.client();
      const asset = await c.raw('GET', '/assets/app-abc123.js', null);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const page = await c.raw('GET', '/services/vehicle-ekyc', null);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
      expect((await c.raw('GET', '/robots.txt', null)).headers.get('cache-control')).toBe('public, max-age=3600');
      // The service worker and the manifests reach the browser as soon as a new build is out.
      fs.writeFileSync(path.join(root, 'sw.js'), 'self;');
      fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{}');
      expect((await c.raw('GET', '/sw.js', null)).headers.get('cache-control')).toBe('no-cache');
      expect((await c.raw('GET', '/manifest.webmanifest', null)).headers.get('cache-control')).toBe('no-cache');
      fs.mkdirSync(path.join(root, 'te', 'assets'), { recursive: true });
      fs.writeFileSync(path.join(root, 'te', 'assets', 'app-abc123.js'), 'console.log(1)');
      expect((await c.raw('GET', '/te/assets/app-abc123.js', null)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await c.raw('GET', '/assets/missing.js', null)).status).toBe(404);
      fs.writeFileSync(path.join(root, 'assets', 'big-def456.js'), 'console.log("portal");\n'.repeat(200));
      const gz = await t.app.fetch(new Request('http://localhost/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip' } }));
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('vary')).toBe('Accept-Encoding');
      const { gunzipSync } = await import('node:zlib');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log("portal");\n'.repeat(200));
      const br = await t.app.fetch(new Request('http://localhost/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip, br' } }));
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(Number(br.headers.get('content-length'))).toBeLessThan(1000);
      const escape = await c.raw('GET', '/..%2f..%2fetc%2fpasswd', null);
      expect(escape.status).toBe(404);
      expect(escape.body.text).toContain('Page not found');
      // The API keeps its own 404 rather than the SPA page.
      expect((await c.req('GET', '/api/missing')).texts).toEqual({ error: 'Not found' });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('client address', () => {
  it('ignores forwarded headers unless told to trust a proxy', async () => {
    const ip = '192.0.2.200';
    // Spent from one socket address while claiming many forwarded ones: still one address.
    for (let i = 0; i < t.config.limits.feedbackPerIp.max; i++) {
      await t.client(ip).req('POST', '/api/feedback', { name: 'A', email: 'a@b.in', rating: 5, message: 'hi' }, { 'x-forwarded-for': `10.0.0.${i}` });
    }
    const res = await t.client(ip).req('POST', '/api/feedback', { name: 'A', email: 'a@b.in', rating: 5, message: 'hi' }, { 'x-forwarded-for': '10.9.9.9' });
    expect(res.status).toBe(429);
  });

  it('behind trusted proxies, takes the address they appended and no header the client forged', async () => {
    t.config.trustProxy = true;
    t.config.proxyHops = 3;
    const post = (xff: string, extra: Record<string, string> = {}) =>
      t.client('10.0.0.1').req('POST', '/api/feedback', { name: 'A', email: 'a@b.in', rating: 5, message: 'hi' }, { 'x-forwarded-for': xff, ...extra });
    // As Hosting -> Functions sends it: whatever the visitor wrote, the visitor, the CDN node, Google's front end.
    for (let i = 0; i < t.config.limits.feedbackPerIp.max; i++) {
      // A new forged first entry and Fastly-Client-IP every time: still one visitor.
      expect((await post(`10.9.9.${i}, 198.51.100.1, 151.101.1.1, 66.102.8.1`, { 'fastly-client-ip': `10.8.8.${i}` })).status).toBe(201);
    }
    expect((await post('10.9.9.99, 198.51.100.1, 151.101.1.1, 66.102.8.1', { 'fastly-client-ip': '10.8.8.99' })).status).toBe(429);
    expect((await post('198.51.100.1, 151.101.1.1, 66.102.8.1')).status).toBe(429);
    // Another visitor through the same proxies has their own allowance.
    expect((await post('198.51.100.2, 151.101.1.1, 66.102.8.1')).status).toBe(201);
    // Fewer entries than trusted hops: not from the proxies; such requests share one allowance.
    for (let i = 0; i < t.config.limits.feedbackPerIp.max; i++) await post(`10.7.7.${i}`);
    expect((await post('10.7.7.99')).status).toBe(429);
  });

  it('reads X-Forwarded-For only from a socket peer that is a trusted proxy', async () => {
    t.config.trustProxy = true;
    t.config.proxyHops = 1;
    const max = t.config.limits.feedbackPerIp.max;
    let forged = 0;
    /** Feedback posts accepted from `peer` when each names a new address in X-Forwarded-For. */
    async function accepted(peer: string): Promise<number> {
      let ok = 0;
      for (let i = 0; i <= max; i++) {
        const res = await t.client(peer).req('POST', '/api/feedback', { name: 'A', email: 'a@b.in', rating: 5, message: 'hi' }, { 'x-forwarded-for': `203.0.113.${forged++}` });
        if (res.status === 201) ok++;
      }
      return ok;
    }
    // The attack: a caller that reaches the server itself names a new address every time; it is one address.
    expect(await accepted('198.51.100.40')).toBe(max);
    // Through a proxy on the host or a private network (the local default) the header is read.
    expect(await accepted('127.0.0.1')).toBe(max + 1);
    expect(await accepted('::ffff:192.168.1.9')).toBe(max + 1);
    // A deployment that names its proxies trusts only them; `*` trusts any peer (the Cloud Function).
    t.config.proxyPeers = ['192.0.2.0/24'];
    expect(await accepted('10.0.0.7')).toBe(max);
    expect(await accepted('192.0.2.8')).toBe(max + 1);
    t.config.proxyPeers = ['*'];
    expect(await accepted('198.51.100.41')).toBe(max + 1);
  });

  it('reads the trusted peers from TRUST_PROXY_PEERS, any peer in the function', async () => {
    const { configFromEnv } = await import('../../src/server/config');
    expect(configFromEnv({ TRUST_PROXY: 'true' }).proxyPeers).toEqual(['127.0.0.0/8', '::1/128', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7']);
    expect(configFromEnv({ TRUST_PROXY_PEERS: ' 10.1.2.3, 2001:db8::/32 ' }).proxyPeers).toEqual(['10.1.2.3', '2001:db8::/32']);
    expect(configFromEnv({}, { trustProxy: true, proxyPeers: ['*'] }).proxyPeers).toEqual(['*']);
    for (const bad of ['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1', '::1/129']) expect(() => configFromEnv({ TRUST_PROXY_PEERS: bad })).toThrow(/TRUST_PROXY_PEERS/);
  });

  it('reads the hop count from TRUST_PROXY_HOPS', async () => {
    const { configFromEnv } = await import('../../src/server/config');
    expect(configFromEnv({ TRUST_PROXY: 'true' }).proxyHops).toBe(3);
    expect(configFromEnv({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1' }).proxyHops).toBe(1);
    expect(() => configFromEnv({ TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
