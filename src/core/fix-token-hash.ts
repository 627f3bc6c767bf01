// A fix link texted before codes is the service page with `#fix=<token>`: the token stays in the
// fragment, so no server log, Hosting or cache key ever sees it. The fix view reads the token; the
// islands page's trigger (src/app/island-triggers.ts) wakes the request island on the prefix.

/** What a fix link's fragment starts with. */
export const FIX_TOKEN_HASH = '#fix=';

const FIX_TOKEN = new RegExp(`^${FIX_TOKEN_HASH}([\\w.-]+)$`);

/** The token of a fix link's fragment, or null when the address is no fix link. */
export function fixTokenOf(hash: string): string | null {
  const match = FIX_TOKEN.exec(hash);
  return match ? match[1]! : null;
}
