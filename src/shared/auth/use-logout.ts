import { useState } from 'react';

/**
 * A Logout button's state: `leaving` while `logout` (the request, then where to go) runs, `failed`
 * when it threw. Offline, the session is still open on the server, so the page says so instead of
 * pretending the visitor left.
 */
export function useLogout(logout: () => Promise<unknown>) {
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  async function onLogout() {
    setLeaving(true);
    setFailed(false);
    try {
      await logout();
    } catch {
      setFailed(true);
      setLeaving(false);
    }
  }
  return { leaving, failed, onLogout };
}
