// A phone number counts as the account's proven number once its owner has entered a code texted to
// it (OTP sign-in or password reset): a sign-up alone proves nothing about who holds the phone. Only
// then are requests sent signed out from that number attached to the account, and only then does
// the number get any text but the code that proves it (reminders, notices, status updates:
// src/server/texts/text-ledger.ts).
import type { AppDeps } from '../deps';
import { phoneHolder } from '../store/phone-holder';

export async function notePhoneVerified(deps: AppDeps, phone: string): Promise<void> {
  const user = await deps.store.users.byPhone(phone);
  if (user) await deps.store.userSettings.setVerifiedPhone(user.id, phone, deps.config.now());
}

/** The account whose verified phone is `phone`, if any. */
export async function accountVerifiedFor(deps: AppDeps, phone: string): Promise<string | null> {
  const holder = await phoneHolder(deps.store, phone);
  return holder?.proven ? holder.user.id : null;
}
