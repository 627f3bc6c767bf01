// The signed-in user's password asked again before a change that cannot be undone (a new password,
// deleting the account): a sign-in in all but name, with the same counters and bcrypt cost, so it
// cannot be guessed faster than the sign-in form allows.
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { logSecurityEvent } from '../http/security-log';
import type { User } from '../store/types';
import { knownDevice } from './known-device';
import { reserveAttempt, signInFailed, signInSucceeded, userLoginThrottle } from './login-throttle';
import { checkPassword } from './passwords';

export const WRONG_CURRENT_PASSWORD = 'auth.wrong_current_password';

/** Resolves when `password` is the user's; else a 400 on `field` (or the throttle's 429/403), logged. */
export async function confirmPassword(c: Context, deps: AppDeps, user: User, password: string, field: string, why: string): Promise<void> {
  const throttle = userLoginThrottle(user.phone, clientIp(c, deps.config), knownDevice(c, deps, { kind: 'user', phone: user.phone }));
  try {
    await reserveAttempt(deps, throttle);
  } catch (err) {
    if (err instanceof ApiError) logSecurityEvent(deps, c, 'user.sign_in_refused', 'refused', { userId: user.id, phone: user.phone }, `${err.status} ${err.message}`);
    throw err;
  }
  if (!(await checkPassword(password, user.passwordHash, deps.config.bcryptCost))) {
    await signInFailed(deps, throttle);
    logSecurityEvent(deps, c, 'user.sign_in_failed', 'failure', { userId: user.id, phone: user.phone }, `wrong current password ${why}`);
    throw new ApiError(400, WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
  }
  await signInSucceeded(deps, throttle);
}
