// The allowances a texted code spends, one rule for every code the portal sends (sign-in and reset
// codes, /track's, a guardian's): 30 s between codes for one phone from one client, then one of the
// phone's sends (whoever asks, from whatever address: what bounds the texts a stranger can make it
// get) and one of that client's for the phone.
import type { AppDeps } from '../deps';
import { tooMany } from '../http/api-error';
import { keys } from '../http/client-keys';
import { spendAllowance } from './login-throttle';

/**
 * Spends a code's send to `phone` from the client counted under `clientKey` (the phone and address
 * pair, or a browser the account knows); `phoneAllowance` false spares the phone's own allowance,
 * for a known browser that strangers spending it must not shut out.
 */
export async function spendCodeSend(deps: AppDeps, phone: string, clientKey: string, { phoneAllowance }: { phoneAllowance: boolean }): Promise<void> {
  const { store, config } = deps;
  const rule = config.limits.otpPerPhoneAndClient;
  const now = config.now();
  const last = await store.counters.get(clientKey, rule.windowMs, now);
  if (last && now - last.lastAt < config.otp.resendAfterMs) {
    const wait = last.lastAt + config.otp.resendAfterMs - now;
    throw tooMany('otp.wait', wait, { seconds: Math.ceil(wait / 1000) });
  }
  if (phoneAllowance) await spendAllowance(deps, keys.otpPhone(phone), config.limits.otpPerPhone, 'otp.too_many_sends');
  await spendAllowance(deps, clientKey, rule, 'otp.too_many_sends');
}
