import { signOut } from '../auth/current-user';

// Logging out from a public page keeps the visitor where they are: the header simply turns back
// into a Login link. A failed logout (offline) leaves the session and the menu as they were.
export const logOut = () => signOut().catch(() => undefined);
