// Where to go after signing in. The value arrives in the query string (?redirect=), which anyone can
// craft, so only a path on this site is accepted: never another origin (an open redirect would let a
// phishing link pass through our login page) and never an account page (it would loop).

const AUTH_PAGES = ['/login', '/signup', '/forgot-password'];
const BASE = 'https://portal.invalid';

/** The same-site path (with its query and hash) to return to, or undefined when it is not safe. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined;
  // '//host' and '/\host' are protocol-relative to browsers; control characters hide such tricks.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(path)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
