// When failed sign-ins shut an account's password off (the step-up), its owner hears of it by SMS:
// someone is trying, and the way back in is a code. At most one such text a day per phone, however
// often strangers force it, and only to a proven phone (one whose holder entered a code texted to
// it): anyone can sign up with someone else's number, and that person must not get our texts about
// an account that is not theirs. In the account's language, not that of the page the attacker used.
import type { AppDeps } from '../deps';
import { keys } from '../http/client-keys';
import { stepUpText } from '../sms/sms-texts';
import { phoneHolder } from '../store/phone-holder';

export async function noticeStepUp(deps: AppDeps, phone: string): Promise<void> {
  const holder = await phoneHolder(deps.store, phone);
  if (!holder?.proven) return;
  const userId = holder.user.id;
  const { max, windowMs } = deps.config.limits.stepUpNoticePerPhone;
  const sent = await deps.store.counters.hit(keys.stepUpNotice(phone), windowMs, deps.config.now());
  if (sent.count > max) return;
  const language = (await deps.store.userSettings.get(userId))?.language ?? 'en';
  try {
    await deps.sms.send(phone, stepUpText(language, deps.config.siteName), 'notice');
  } catch (err) {
    // The refusal stands either way; the next day's attempts try the text again.
    console.error('[sms] step-up notice failed:', (err as Error).message);
  }
}
