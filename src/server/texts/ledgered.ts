// The ledger in front of each way a text leaves: the SMS port and every status-update channel. The
// app and the reminder job wrap what they are given, so no text can go out around it.
import type { Notifier } from '../notify/types';
import type { SmsSender } from '../sms/types';
import type { TextLedger } from './text-ledger';

export function ledgeredSms(sms: SmsSender, ledger: TextLedger): SmsSender {
  return {
    async send(to, text, kind, provenByCode) {
      await ledger.admit({ to, kind, provenByCode });
      await sms.send(to, text, kind);
    },
  };
}

/** A status update is counted for the request's account, which may not be the contact number's. */
export function ledgeredNotifier(notifier: Notifier, ledger: TextLedger): Notifier {
  return {
    channel: notifier.channel,
    async send(update) {
      await ledger.admit({ to: update.to, kind: 'status', account: update.account, heardFrom: update.heardFrom });
      await notifier.send(update);
    },
  };
}
