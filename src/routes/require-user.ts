import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getMe } from '../shared/api/get-me';
import { setCurrentUser } from '../shared/auth/current-user';

/**
 * `beforeLoad` of the signed-in pages: asks the server who is signed in (the httpOnly session cookie
 * is the only truth) and sends anyone else to /login with the page to come back to. The user becomes
 * part of the route context, typed, for the page and its children.
 */
export async function requireUser({ location }: { location: ParsedLocation }) {
  const user = await getMe();
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  // The site header reads the same state: keep it in step with what the server said.
  setCurrentUser(user);
  return { user };
}
