// The limits that count a phone rather than a caller's address, which a direct caller of the Cloud
// Function can forge. They are spent only by callers who have not proven they hold the phone: its
// proven holder, signed in (the account whose phone was proven by a code, phone-proof.ts), neither
// spends nor meets them, so strangers who spend them never shut the owner out. A device cookie is
// not such proof: it comes with any password sign-in, also to an account someone opened with
// another person's number.
import { isLegacyNumber } from '../../core/service-number';
import type { AppDeps } from '../deps';
import { spendAllowance } from '../auth/login-throttle';
import { trackingKeys } from './limit-keys';
import { accountVerifiedFor } from './phone-proof';

/** Whether the signed-in account `userId` is the proven holder of `phone`. */
async function holdsPhone(deps: AppDeps, userId: string | null, phone: string): Promise<boolean> {
  return userId !== null && (await accountVerifiedFor(deps, phone)) === userId;
}

/**
 * One request recorded under `phone` from `ip`: the address's allowance, then, for anyone but the
 * phone's holder, this caller's own allowance for the phone and the phone's from everyone. The
 * caller's comes first, so one refused there spends nothing of the phone's.
 */
export async function spendRecordAllowance(deps: AppDeps, ip: string, phone: string, userId: string | null): Promise<void> {
  const { limits } = deps.config.tracking;
  await spendAllowance(deps, trackingKeys.recordIp(ip), limits.recordPerIp, 'request.too_many');
  if (await holdsPhone(deps, userId, phone)) return;
  await spendAllowance(deps, trackingKeys.recordPhoneClient(phone, ip), limits.recordPerPhoneAndClient, 'request.too_many_for_phone');
  await spendAllowance(deps, trackingKeys.recordPhone(phone), limits.recordPerPhone, 'request.too_many_for_phone');
}

/**
 * One look-up of a 9-digit number naming `phone`, found or not, by anyone but its holder. Counted
 * before the look-up, so a parallel burst cannot slip past; for every phone, so the refusal does
 * not tell which numbers have requests. Only numbers made before minting are counted: 10^9 a
 * prefix can be guessed at from many addresses, while a number minted today (13 random digits,
 * src/core/service-number.ts) cannot, so a stranger's look-ups never keep a signed-out owner from
 * finding a request sent today.
 */
export async function spendPhoneLookup(deps: AppDeps, serviceNumber: string, phone: string, userId: string | null): Promise<void> {
  if (!isLegacyNumber(serviceNumber) || (await holdsPhone(deps, userId, phone))) return;
  await spendAllowance(deps, trackingKeys.trackPhone(phone), deps.config.tracking.limits.trackPerPhone, 'request.track_too_many_for_phone');
}
