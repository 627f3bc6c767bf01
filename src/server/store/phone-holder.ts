// Whose a phone number is, read from the accounts and their settings: the account that has it, and
// whether its holder proved it by entering a code texted to it (src/server/tracking/phone-proof.ts).
// Below the text ledger, which asks it before every text, and the routes and jobs that show or use it.
import type { UserSettings } from './tracking-types';
import type { Store, User } from './types';

/** The one rule: the account's number is the one its holder proved. */
export const isProven = (user: User, settings: UserSettings | null): boolean => settings?.verifiedPhone === user.phone;

/** The account that has `phone`, if any, and whether its holder proved it. */
export async function phoneHolder(store: Store, phone: string): Promise<{ user: User; proven: boolean } | null> {
  const user = await store.users.byPhone(phone);
  if (!user) return null;
  return { user, proven: isProven(user, await store.userSettings.get(user.id)) };
}
