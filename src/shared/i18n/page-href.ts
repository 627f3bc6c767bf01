/**
 * The address of the site's page at `path` in the page's own language, for a plain link outside the
 * router (a new tab, a full page load): /privacy-policy stays as it is on English pages and is
 * /te/privacy-policy on Telugu ones (the Telugu build's base is /te/).
 */
export function pageHref(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return base && path === '/' ? base : `${base}${path}`;
}
