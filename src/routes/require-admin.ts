import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getAdminMe } from '../features/admin/api/get-admin-me';
import type { AdminSession } from '../shared/api/answers';

interface AdminConsole {
  mayOpen(role: AdminSession['role'], path: string): boolean;
}

/**
 * `beforeLoad` of the admin console: loads the console's code while it asks the server who is signed
 * in as an admin (the httpOnly session cookie is the only truth) and sends anyone else to /admin/login with
 * the page to come back to; a page this role may not open goes to the requests. The admin joins the
 * route context, typed.
 */
export async function requireAdmin(location: ParsedLocation, load: () => Promise<AdminConsole>) {
  // Side by side: the code is public, and waiting for it before asking would be a round trip more on
  // a phone's network.
  const [{ mayOpen }, admin] = await Promise.all([load(), getAdminMe()]);
  if (!admin) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
  if (!mayOpen(admin.role, location.pathname)) throw redirect({ to: '/admin/requests' });
  return { admin };
}

/** Only a path inside the console survives as the page to return to after sign-in. */
export function adminRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 500 && /^\/admin(\/|$|\?)/.test(value) && !value.startsWith('/admin/login') ? value : undefined;
}
