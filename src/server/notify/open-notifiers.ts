// The channels status updates go out on: SMS always (STATUS_SMS=false turns it off), WhatsApp when
// WHATSAPP_TOKEN is set.
import { envFlag } from '../config';
import type { SiteName } from '../sms/sms-texts';
import type { SmsSender } from '../sms/types';
import { smsNotifier } from './sms-notifier';
import type { Notifier } from './types';
import { whatsappOptionsFromEnv } from '../whatsapp-api/whatsapp-options';
import { whatsappNotifier } from './whatsapp-notifier';

export function openNotifiers(env: NodeJS.ProcessEnv, sms: SmsSender, siteName: () => SiteName): Notifier[] {
  const notifiers: Notifier[] = [];
  if (envFlag('STATUS_SMS', env.STATUS_SMS, true)) notifiers.push(smsNotifier(sms, siteName));
  const whatsapp = whatsappOptionsFromEnv(env);
  if (whatsapp) notifiers.push(whatsappNotifier(whatsapp));
  return notifiers;
}
