// A phone number counts as the account's proven number once its owner has entered a code texted to
// it (OTP sign-in or password reset): a sign-up alone proves nothing about who holds the phone. Only
// then are requests sent signed out from that number attached to the account, and only then does
// the number get any text but the code that proves it (reminders, notices, status updates:
// src/server/texts/text-ledger.ts).
import type { AppDeps } from '../deps';
import type { UserSettings } from '../store/tracking-types';
import type { Store, User } from '../store/types';

/** The one rule: the account's number is the one its holder proved. */
export const isProven = (user: User, settings: UserSettings | null): boolean => settings?.verifiedPhone === user.phone;

export async function notePhoneVerified(deps: AppDeps, phone: string): Promise<void> {
  const user = await deps.store.users.byPhone(phone);
  if (user) await deps.store.userSettings.setVerifiedPhone(user.id, phone, deps.config.now());
}

/** The account that has `phone`, if any, and whether its holder proved it. */
export async function phoneHolder(store: Store, phone: string): Promise<{ user: User; proven: boolean } | null> {
  const user = await store.users.byPhone(phone);
  if (!user) return null;
  return { user, proven: isProven(user, await store.userSettings.get(user.id)) };
}

/** The account whose verified phone is `phone`, if any. */
export async function accountVerifiedFor(deps: AppDeps, phone: string): Promise<string | null> {
  const holder = await phoneHolder(deps.store, phone);
  return holder?.proven ? holder.user.id : null;
}
