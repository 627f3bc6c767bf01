// The short fix link a returned request's visitor is texted: `/f/<code>` on the site (`/te/f/<code>`
// for a Telugu request). One rule for the server that writes it, the servers that answer it with the
// fix link page, and the page that reads its code.
import { pathWithoutLanguage } from './languages.ts';

/** The page the link opens; the build writes it once (f.html), both servers answer it for every code. */
export const FIX_LINK_PATH = '/f';

/** A code as minted (src/server/tracking/fix-code.ts): 12 URL-safe characters. */
export const FIX_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/** The code of a fix link's path (`/f/<code>`, in any language), or null when the path is none. */
export function fixCodeOfPath(pathname: string): string | null {
  const plain = pathWithoutLanguage(pathname);
  if (!plain.startsWith(`${FIX_LINK_PATH}/`)) return null;
  const code = plain.slice(FIX_LINK_PATH.length + 1).replace(/\/+$/, '');
  return FIX_CODE_PATTERN.test(code) ? code : null;
}

/** True for a path the fix link page answers: `/f/<anything>` in any language (a wrong code is the page's to say). */
export const isFixLinkPath = (pathname: string): boolean => pathWithoutLanguage(pathname).startsWith(`${FIX_LINK_PATH}/`);
