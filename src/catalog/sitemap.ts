// sitemap.xml and robots.txt, as pure functions of the fixed pages and the catalogue's routes, so
// the build (sitemap-plugin.ts) and the tests produce the very same files.
import { LANGUAGES } from '../core/languages.ts';
import { publicPages } from './public-pages.ts';
import { ROBOTS_DISALLOW } from './site-pages.ts';

/** Where the portal is published when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://apvehicleassist.in';

/** The base address without a trailing slash; refuses anything but an absolute http(s) address. */
export function siteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute address such as ${DEFAULT_SITE_URL}, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must start with https:// or http://, got "${raw}"`);
  return url.href.replace(/\/+$/, '');
}

/** Every indexable prerendered page in every language, in the build's order: exactly the pages that exist as HTML files. */
export function sitemapPaths(entryRoutes: readonly string[]): string[] {
  return LANGUAGES.flatMap(({ code }) =>
    publicPages(entryRoutes, code)
      .filter((p) => p.index)
      // As the canonical URLs write them: /te, not /te/.
      .map((p) => (p.path.length > 1 ? p.path.replace(/\/+$/, '') : p.path)),
  );
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(base: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  // The signed-in areas in every language (/te/admin too); the API has one address.
  const disallowed = [...new Set(LANGUAGES.flatMap(({ prefix }) => ROBOTS_DISALLOW.map((p) => (p.startsWith('/api/') ? p : `${prefix}${p}`))))];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
