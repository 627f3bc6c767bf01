// After any change or reset of a password its owner hears of it by SMS, so a takeover does not
// go unnoticed. A failed text is logged, not an error: the password is changed already.
import type { AppDeps } from '../deps';

export const PASSWORD_CHANGED_TEXT = 'Your password was changed. If this was not you, reset it now.';

export async function notifyPasswordChanged(deps: AppDeps, phone: string): Promise<void> {
  try {
    await deps.sms.send(phone, PASSWORD_CHANGED_TEXT);
  } catch (err) {
    console.error('[sms] password change notice failed:', (err as Error).message);
  }
}
