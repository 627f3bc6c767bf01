// After any change or reset of a password its owner hears of it by SMS, so a takeover does not
// go unnoticed: on a proven number, within its day's texts (the text ledger drops it otherwise and
// logs why). A failed or dropped text is not an error: the password is changed already.
import type { AppDeps } from '../deps';
import { passwordChangedText } from '../sms/sms-texts';
import type { Lang } from '../../core/languages';
import { TextRefused } from '../texts/text-ledger';

/** `language`: that of the page the change was made on. */
export async function notifyPasswordChanged(deps: AppDeps, phone: string, language: Lang): Promise<void> {
  try {
    await deps.sms.send(phone, passwordChangedText(language), 'notice');
  } catch (err) {
    if (err instanceof TextRefused) return;
    console.error('[sms] password change notice failed:', (err as Error).message);
  }
}
