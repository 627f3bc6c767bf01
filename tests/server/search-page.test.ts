// GET /search?q=… and /te/search: the results page the server answers (what a visitor with
// JavaScript off gets, through the local server and the Cloud Function alike), on the real app and
// store, with the real catalogue's index and a built page's marks.
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogSeed } from '../../src/server/services/load-catalog-seed';
import { QUERY_MARK, RESULTS_END, RESULTS_START } from '../../src/shared/search/search-page-marks';
import { makeTestApp } from './helpers/test-app';

const { seed } = await loadCatalogSeed();
if (!seed) throw new Error('the real catalogue must compile');
const page = (lang: string) => `<html lang="${lang}"><input name="q" ${QUERY_MARK}>${RESULTS_START}<p>empty search</p>${RESULTS_END}</html>`;
const t = await makeTestApp({
  tweak: (config) => {
    config.search = { index: seed.search, page: (lang) => Promise.resolve(page(lang)) };
  },
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.client().raw('GET', url, null);
  return { status: res.status, html: String(res.body.text ?? ''), headers: res.headers };
};
const entries = (html: string) => [...html.matchAll(/data-entry="([^"]+)"/g)].map((m) => m[1]);

describe('the service search results page', () => {
  it('lists the entry a phrase means first, keeps the phrase in the field and links in the page language', async () => {
    const en = await get(`/search?q=${encodeURIComponent('sold car other state')}`);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toContain('text/html');
    expect(en.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(entries(en.html)[0]).toBe('transfer-ownership');
    expect(en.html).toContain(`${QUERY_MARK} value="sold car other state"`);
    expect(en.html).toContain('href="/rto-assistance/transfer-ownership"');
    expect(en.html).not.toContain('empty search');

    const te = await get(`/te/search?q=${encodeURIComponent('బండి అమ్మేశాను')}`);
    expect(entries(te.html)[0]).toBe('transfer-ownership');
    expect(te.html).toContain('href="/te/rto-assistance/transfer-ownership"');
    expect(te.html).toContain('యాజమాన్య బదిలీ');
  });

  it('says when nothing matches and offers the categories and the contact page, in both languages', async () => {
    const en = await get('/search?q=xyzzy');
    expect(entries(en.html)).toEqual([]);
    expect(en.html).toContain('No service matches “xyzzy”.');
    expect(en.html).toContain('href="/services/vehicle"');
    expect(en.html).toContain('href="/contact"');
    const te = await get('/te/search?q=xyzzy');
    expect(te.html).toContain('సరిపోయే సేవ ఏదీ దొరకలేదు');
    expect(te.html).toContain('href="/te/contact"');
  });

  it('shows an empty search as one, and writes a stranger\u2019s text only escaped', async () => {
    // The built page is the empty search (its categories and the contact page, as the build wrote them).
    for (const url of ['/search', '/search?q=', '/search?q=%20%20']) {
      const empty = await get(url);
      expect(empty.status).toBe(200);
      expect(empty.html).toBe(page('en'));
    }
    const hostile = await get(`/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.status).toBe(200);
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('never answers 500 to odd input', async () => {
    for (const url of ['/search?q=%E0%A4%A', '/search?q=a&q=b', `/search?q=${'x'.repeat(5000)}`, '/search?q=', '/te/search?q=%00']) {
      expect((await get(url)).status, url).toBe(200);
    }
  });

  it('answers 503 before the site is built', async () => {
    const bare = await makeTestApp();
    const res = await bare.client().raw('GET', '/search?q=rc', null);
    expect(res.status).toBe(503);
    await bare.close();
  });
});
