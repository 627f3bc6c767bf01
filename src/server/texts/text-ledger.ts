// The one ledger every text the portal sends passes through, whatever its kind (code, notice,
// reminder, status update, the desk's reply) and channel (SMS, WhatsApp): it counts each one per number and per
// account per day (India's calendar day) in the store's counters, and refuses
//  - any text but a code to a number nobody has proven (store/phone-holder.ts, or a code entered just now):
//    anyone can sign up with anyone's number, and the code is what proves it; a request's status texts also go to a number
//    the desk has had that request's WhatsApp message from (it marked it received);
//  - a text past a number's or an account's caps for the day (TEXTS_PER_PHONE_PER_DAY,
//    TEXTS_PER_ACCOUNT_PER_DAY).
// Each refusal is a security event. The caller decides what it means: a code is refused to the
// visitor (429), anything else is dropped and the visitor's action still succeeds. A text counts
// once admitted, before it is sent (so a parallel burst cannot slip past a cap): one the provider
// then fails to send counts all the same.
import { indiaToday } from '../../core/reminders';
import { writeSecurityEvent } from '../http/security-event';
import type { TextLimits } from '../config';
import type { LogSink } from '../http/request-log';
import type { SmsKind } from '../sms/types';
import type { Store } from '../store/types';
import { phoneHolder } from '../store/phone-holder';

export type RefusedBecause = 'unproven' | 'phone_cap' | 'account_cap';

const WHY: Record<RefusedBecause, string> = {
  unproven: 'the number is not proven',
  phone_cap: "the number had the day's texts",
  account_cap: "the account had the day's texts",
};

export class TextRefused extends Error {
  constructor(readonly because: RefusedBecause) {
    super(`Text not sent: ${WHY[because]}.`);
  }
}

/** What a text is: an SMS kind, or the desk's own WhatsApp reply (src/server/whatsapp/desk-reply.ts). */
export type TextKind = SmsKind | 'reply';

export interface OutgoingText {
  /** Normalised +91XXXXXXXXXX. */
  to: string;
  kind: TextKind;
  /** The account the text is for; the number's own account when not given (a request's contact number may be another's). */
  account?: string | null;
  /** A status text of a request whose WhatsApp message the desk has had from this number (proven by it), or the desk's own reply. */
  heardFrom?: boolean;
  /** Its holder has just entered a code texted to it (SmsSender.send): proven as an account's proof proves it. */
  provenByCode?: boolean;
}

export interface TextLedger {
  /** Counts the text, or throws TextRefused (and logs why) when it must not go out. */
  admit(text: OutgoingText): Promise<void>;
}

const DAY_MS = 24 * 3_600_000;

export const ledgerKeys = {
  phone: (phone: string, day: string) => `texts:phone:${phone}:${day}`,
  account: (account: string, day: string) => `texts:account:${account}:${day}`,
};

export function textLedger(deps: { store: Store; limits: TextLimits; now: () => number; log: LogSink }): TextLedger {
  const { store, limits } = deps;

  async function count(key: string, max: number, now: number): Promise<boolean> {
    return (await store.counters.hit(key, DAY_MS, now)).count <= max;
  }

  return {
    async admit(text) {
      const now = deps.now();
      const day = indiaToday(now);
      const holder = await phoneHolder(store, text.to);
      const account = text.account ?? holder?.user.id ?? null;
      const refuse = (because: RefusedBecause): never => {
        writeSecurityEvent(deps.log, 'user.text_refused', 'refused', { userId: account, phone: text.to }, null, `${text.kind}: ${WHY[because]}`);
        throw new TextRefused(because);
      };
      if (text.kind !== 'otp' && !holder?.proven && !text.heardFrom && !text.provenByCode) refuse('unproven');
      if (!(await count(ledgerKeys.phone(text.to, day), limits.perPhonePerDay, now))) refuse('phone_cap');
      if (account && !(await count(ledgerKeys.account(account, day), limits.perAccountPerDay, now))) refuse('account_cap');
    },
  };
}
