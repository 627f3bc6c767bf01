// Who is signed in, as the site header (and any page) sees it. The server's session cookie is the
// truth; this module keeps the last answer of GET /api/auth/session so every component shows the same
// state, and re-asks whenever a shell page mounts (after a login on a page without the header).
import { useEffect, useSyncExternalStore } from 'react';
import { getMe } from '../api/get-me';
import type { SessionUser } from '../../shared/api/answers';
import { logout } from '../api/logout';

export type CurrentUser = { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

const PRERENDERED: CurrentUser = { status: 'unknown' };
let state: CurrentUser = PRERENDERED;
const listeners = new Set<() => void>();

function publish(next: CurrentUser) {
  state = next;
  for (const listener of listeners) listener();
}

/** Sets the state directly: the login and signup pages call it with the user the API returned. */
export function setCurrentUser(user: SessionUser | null) {
  publish(user ? { status: 'signed-in', user } : { status: 'signed-out' });
}

let pending: Promise<void> | null = null;

/** Re-reads the session from the server; a failed request keeps what was known. */
export function refreshCurrentUser(): Promise<void> {
  pending ??= getMe()
    .then(setCurrentUser)
    .catch(() => {
      // Offline or server trouble: the header simply keeps showing what it showed.
      if (state.status === 'unknown') publish({ status: 'signed-out' });
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * Ends the session on the server, forgets what the device keeps of the person (their drafts, requests
 * kept offline, pages kept: person-on-device.ts), clears the forms open in every tab (person-left.ts;
 * both fetched only now), then shows everyone as signed out.
 */
export async function signOut(): Promise<void> {
  await logout();
  await import('../person-on-device').then((m) => m.forgetPersonOnDevice());
  await import('../person-left').then((m) => m.announcePersonLeft());
  setCurrentUser(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current user; asks the server once when the calling component mounts. */
export function useCurrentUser(): CurrentUser {
  useEffect(() => {
    void refreshCurrentUser();
  }, []);
  // Hydrating, a component renders what the prerendered page showed (nobody known yet), though
  // another island may have asked the server already; the answer follows at once after.
  return useSyncExternalStore(subscribe, () => state, () => PRERENDERED);
}

/** The first word of a full name, for the header's user menu. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
