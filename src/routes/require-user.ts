import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getMe } from '../shared/api/get-me';
import { setCurrentUser } from '../shared/auth/current-user';
import type { RouteMatches } from './route-component';

/**
 * `beforeLoad` of the signed-in pages: asks the server who is signed in (the httpOnly session cookie
 * is the only truth) and sends anyone else to /login with the page to come back to. The user becomes
 * part of the route context, typed, for the page and its children. `preload` first starts loading
 * the matched pages' code: it is public (only their data needs the session), so it arrives with the
 * server's answer instead of a round trip after it.
 */
export async function requireUser({ location, matches }: { location: ParsedLocation; matches: RouteMatches }, preload: (matches: RouteMatches) => void) {
  preload(matches);
  const user = await getMe();
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  // The site header reads the same state: keep it in step with what the server said.
  setCurrentUser(user);
  return { user };
}
