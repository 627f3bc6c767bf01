import { signOut } from '../auth/current-user';

// Logging out from a public page keeps the visitor where they are: the header simply turns back
// into a Login link. A failed logout (offline) leaves the session and the menu as they were. An
// unfinished form on the device is named first, and the visitor may stay signed in to finish it
// (that check is fetched only now, as sign-out's own code is).
export const logOut = async () => {
  const { confirmSignOut } = await import('../auth/confirm-sign-out');
  if (confirmSignOut()) await signOut().catch(() => undefined);
};
