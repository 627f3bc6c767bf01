// Headers sent with every response, API and static SPA alike. firebase.json carries the same
// values for Hosting (a test keeps the two equal).
import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from '../../shared/early-input/early-input-script';

/** The prerendered pages' one inline script, allowed by its hash and nothing else inline. */
const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${EARLY_INPUT_HASH}`,
  // Mantine sets style attributes at run time; styles cannot run code, scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  // The icons and the console's media come from the site itself; the tab's icon is written into the page as data:.
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The service worker (/sw.js) and the web app manifest, from the site itself only (docs/offline.md).
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
}
