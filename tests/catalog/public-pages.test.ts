import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import { isClientOnlyPath, pageFile, publicPages } from '../../src/catalog/public-pages';
import { SITE_PAGES } from '../../src/catalog/site-pages';
import { sitemapPaths } from '../../src/catalog/sitemap';
import { LANGUAGES, languagePrefix } from '../../src/core/languages';

describe('the prerendered pages', () => {
  it('are the fixed public pages and every catalogue route once, without the signed-in pages', async () => {
    const { catalog } = await loadCatalog();
    const routes = catalog!.entries.map((e) => e.route);
    const paths = publicPages(routes).map((p) => p.path);
    for (const path of ['/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services', '/vehicle-insurance', '/track', '/login', '/signup', '/forgot-password', '/privacy-policy', '/terms-of-service', '/sitemap']) {
      expect(paths).toContain(path);
    }
    for (const route of routes) expect(paths).toContain(route);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter(isClientOnlyPath)).toEqual([]);
    expect(paths).not.toContain('/dashboard');
  });

  it('are exactly what sitemap.xml lists, less the account pages and the fix link page', () => {
    const pages = publicPages(['/services/vehicle-ekyc', '/vehicle-insurance']);
    const every = LANGUAGES.flatMap(({ code }) => publicPages(['/services/vehicle-ekyc', '/vehicle-insurance'], code));
    const home = (path: string) => LANGUAGES.some(({ code }) => languagePrefix(code) && path === `${languagePrefix(code)}/`);
    expect(sitemapPaths(['/services/vehicle-ekyc', '/vehicle-insurance'])).toEqual(every.filter((p) => p.index).map((p) => (home(p.path) ? p.path.slice(0, -1) : p.path)));
    expect(pages.filter((p) => !p.index).map((p) => p.path)).toEqual([...SITE_PAGES.filter((p) => p.group === 'account' && p.prerender).map((p) => p.path), '/f']);
  });
});

describe('pageFile', () => {
  it('names the file each server answers at the clean URL', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/track')).toBe('track.html');
    expect(pageFile('/services/vehicle-ekyc')).toBe('services/vehicle-ekyc.html');
    expect(pageFile('/rto-assistance/')).toBe('rto-assistance.html');
  });
});

describe('isClientOnlyPath', () => {
  it('takes the signed-in areas and everything under them, and nothing that merely starts alike', () => {
    for (const path of ['/dashboard', '/dashboard/vehicles', '/profile', '/admin', '/admin/login', '/vehicle-details']) expect(isClientOnlyPath(path), path).toBe(true);
    for (const path of ['/', '/dashboards', '/administration', '/services/vehicle', '/track']) expect(isClientOnlyPath(path), path).toBe(false);
  });
});
