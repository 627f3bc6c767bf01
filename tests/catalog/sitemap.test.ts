import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import { ROBOTS_DISALLOW, SITE_PAGES } from '../../src/catalog/site-pages';
import { DEFAULT_SITE_URL, robotsTxt, sitemapPaths, sitemapXml, siteUrl } from '../../src/catalog/sitemap';
import { LANGUAGES } from '../../src/core/languages';

describe('siteUrl', () => {
  it('defaults to the documented address and drops trailing slashes', () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('  ')).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('https://example.org/')).toBe('https://example.org');
    expect(siteUrl('https://example.org/portal//')).toBe('https://example.org/portal');
  });

  it('refuses relative and non-web addresses', () => {
    expect(() => siteUrl('example.org')).toThrow(/SITE_URL must be an absolute address/);
    expect(() => siteUrl('ftp://example.org')).toThrow(/https:\/\/ or http:\/\//);
  });
});

describe('sitemapPaths', () => {
  it('lists the indexable fixed pages, then each catalogue route once, in English and then under each other language\'s prefix (/te/ for Telugu)', () => {
    const paths = sitemapPaths(['/services/vehicle-ekyc', '/vehicle-insurance', '/services/vehicle-ekyc']);
    const english = [...SITE_PAGES.filter((p) => p.index).map((p) => p.path), '/services/vehicle-ekyc'];
    expect(paths).toEqual(LANGUAGES.flatMap(({ prefix }) => english.map((p) => (prefix && p === '/' ? prefix : `${prefix}${p}`))));
    expect(paths).toContain('/te/services/vehicle-ekyc');
  });

  it('keeps the account pages out (nothing there for a search engine)', () => {
    const paths = sitemapPaths([]);
    for (const path of ['/login', '/signup', '/forgot-password', '/dashboard']) expect(paths).not.toContain(path);
    for (const path of ['/', '/privacy-policy', '/terms-of-service', '/sitemap']) expect(paths).toContain(path);
  });

  it('covers every route of the real catalogue', async () => {
    const { catalog } = await loadCatalog();
    expect(catalog).not.toBeNull();
    const paths = sitemapPaths(catalog!.entries.map((e) => e.route));
    for (const entry of catalog!.entries) expect(paths).toContain(entry.route);
    for (const entry of catalog!.entries) expect(paths).toContain(`/te${entry.route}`);
    for (const card of [...catalog!.listings['vehicle-services'], ...catalog!.listings['driving-licence-services']]) expect(paths).toContain(card.link);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('sitemapXml', () => {
  it('writes one <loc> per path under the base address, XML-escaped', () => {
    const xml = sitemapXml('https://example.org', ['/', '/a?b=1&c=2']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual(['https://example.org/', 'https://example.org/a?b=1&amp;c=2']);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the API and signed-in areas, and names the sitemap', () => {
    expect(robotsTxt('https://example.org')).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...LANGUAGES.flatMap(({ prefix }) => [`Disallow: ${prefix}/admin`, `Disallow: ${prefix}/dashboard`]), '', 'Sitemap: https://example.org/sitemap.xml', ''].join('\n'),
    );
  });

  it('never lists in sitemap.xml a page that robots.txt keeps out', () => {
    const paths = sitemapPaths(['/services/vehicle-ekyc']);
    for (const disallowed of ROBOTS_DISALLOW) expect(paths.filter((p) => p.startsWith(disallowed) || p.startsWith(`/te${disallowed}`))).toEqual([]);
  });
});
