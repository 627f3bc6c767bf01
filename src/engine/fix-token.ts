// A fix link is the service page with `#fix=<token>`: the token stays in the fragment, so no server
// log, Hosting or cache key ever sees it. The page reads it here, and only here.

/** The token of a fix link's fragment, or null when the address is no fix link. */
export function fixTokenOf(hash: string): string | null {
  const match = /^#fix=([\w.-]+)$/.exec(hash);
  return match ? match[1]! : null;
}
