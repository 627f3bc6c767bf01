// Status updates by SMS, through the SMS port (its outbox on a machine without a provider), as the
// "status" kind of text (its own DLT template on a gateway).
import type { SiteName } from '../sms/sms-texts';
import type { SmsSender } from '../sms/types';
import { statusText } from './status-texts';
import type { Notifier } from './types';

export function smsNotifier(sms: SmsSender, siteName: () => SiteName): Notifier {
  return {
    channel: 'sms',
    send: (update) => sms.send(update.to, statusText(siteName(), update), 'status'),
  };
}
