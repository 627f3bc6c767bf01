// A phone number counts as the account's verified number once its owner has entered a code texted
// to it (OTP sign-in or password reset). Only then are requests sent signed out from that number
// attached to the account: a sign-up alone proves nothing about who holds the phone.
import type { AppDeps } from '../deps';

export async function notePhoneVerified(deps: AppDeps, phone: string): Promise<void> {
  const user = await deps.store.users.byPhone(phone);
  if (user) await deps.store.userSettings.setVerifiedPhone(user.id, phone, deps.config.now());
}

/** The account whose verified phone is `phone`, if any. */
export async function accountVerifiedFor(deps: AppDeps, phone: string): Promise<string | null> {
  const user = await deps.store.users.byPhone(phone);
  if (!user) return null;
  const settings = await deps.store.userSettings.get(user.id);
  return settings?.verifiedPhone === phone ? user.id : null;
}
