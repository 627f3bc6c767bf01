// A fix link texted before codes is the service page with `#fix=<token>`: the token stays in the
// fragment, so no server log, Hosting or cache key ever sees it. The fix view reads the token, and
// the islands page's trigger wakes the request island on the prefix alone (the prefix costs the
// page's first script a few bytes; the reader is not imported there).

/** What a fix link's fragment starts with. */
export const FIX_TOKEN_HASH = '#fix=';

const FIX_TOKEN = new RegExp(`^${FIX_TOKEN_HASH}([\\w.-]+)$`);

/** The token of a fix link's fragment, or null when the address is no fix link. */
export function fixTokenOf(hash: string): string | null {
  const match = FIX_TOKEN.exec(hash);
  return match ? match[1]! : null;
}
