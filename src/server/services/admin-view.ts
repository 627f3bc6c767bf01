// The JSON shape of an admin account in the console: never the password hash.
import type { Admin } from '../store/types';

export const adminView = (a: Admin) => ({
  id: a.id,
  username: a.username,
  role: a.role,
  active: a.active,
  createdAt: new Date(a.createdAt).toISOString(),
});
