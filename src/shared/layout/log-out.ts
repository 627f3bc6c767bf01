import { confirmSignOut } from '../auth/confirm-sign-out';
import { signOut } from '../auth/current-user';

// Logging out from a public page keeps the visitor where they are: the header simply turns back
// into a Login link. A failed logout (offline) leaves the session and the menu as they were. An
// unfinished form on the device is named first, and the visitor may stay signed in to finish it.
export const logOut = () => (confirmSignOut() ? signOut().catch(() => undefined) : Promise.resolve());
