// The daily reminder job: one SMS per vehicle document that is overdue or due within 30 days
// (src/core/reminders.ts), only to users who switched reminders on and whose number is proven (its
// holder entered a code texted to it: anyone can sign up with anyone's number), and at most
// MAX_TEXTS_PER_NUMBER a day to one number; the rest wait for the next day. Each document is texted once
// per due date: a mark is claimed before sending (so two runs, or two servers, never both send it)
// and released if the SMS could not be sent (so the next run tries again). Renewing the document
// (a new due date) starts its reminders afresh. Each text passes the text ledger, whose caps count
// a number's other texts too: one it refuses waits for a later day, as one past the 3 does.
import { reminderText, type SiteName } from '../sms/sms-texts';
import { stdoutSink, type LogSink } from '../http/request-log';
import { ledgeredSms } from '../texts/ledgered';
import type { TextLimits } from '../config';
import { TextRefused, textLedger } from '../texts/text-ledger';
import { isProven } from '../store/phone-holder';
import type { SmsSender } from '../sms/types';
import type { Lang } from '../../core/languages';
import type { Store } from '../store/types';
import { dueReminders, indiaToday, type DueReminder } from '../../core/reminders';

export interface ReminderRun {
  /** The day it ran for, in India. */
  day: string;
  sent: number;
  /** Due items whose reminder had already gone out. */
  alreadySent: number;
  failed: number;
  /** Due items left for a later day: their number (or account) had its texts for today. */
  deferred: number;
  /** Due items not texted because the account's number is not proven. */
  unverified: number;
}

const BATCH = 100;
/** Reminder texts one number gets in one day, at most. */
export const MAX_TEXTS_PER_NUMBER = 3;
const DAY = 24 * 3_600_000;

/** The text of a due reminder, in the account's language. */
export function dueReminderText(language: Lang, siteName: SiteName, item: DueReminder): string {
  return reminderText(language, siteName, { kind: item.kind, number: item.number, date: item.dueDate, overdue: item.overdue });
}

export const reminderKey = (item: DueReminder): string => `${item.vehicleId}_${item.kind}_${item.dueDate}`;

export interface ReminderDeps {
  store: Store;
  sms: SmsSender;
  siteName: SiteName;
  /** The text ledger's caps (config.texts). */
  texts: TextLimits;
  /** Where a refused text's security event goes; stdout when absent. */
  log?: LogSink;
}

export async function sendDueReminders(deps: ReminderDeps, now: number): Promise<ReminderRun> {
  const { store } = deps;
  const sms = ledgeredSms(deps.sms, textLedger({ store, limits: deps.texts, now: () => now, log: deps.log ?? stdoutSink }));
  const run: ReminderRun = { day: indiaToday(now), sent: 0, alreadySent: 0, failed: 0, deferred: 0, unverified: 0 };
  let after: string | null = null;
  for (;;) {
    const batch = await store.userSettings.listWithReminders(after, BATCH);
    for (const settings of batch) {
      const user = await store.users.byId(settings.userId);
      if (!user) continue;
      const due = dueReminders(await store.vehicles.listForUser(user.id), run.day);
      if (!isProven(user, settings)) {
        run.unverified += due.length;
        continue;
      }
      for (const item of due) {
        const key = reminderKey(item);
        if (!(await store.reminderMarks.claim(key, now))) {
          run.alreadySent += 1;
          continue;
        }
        // Texts that went out count (a failed one does not), so two overlapping runs may send one more.
        const sentToday = `reminders:${user.phone}:${run.day}`;
        if (((await store.counters.get(sentToday, DAY, now))?.count ?? 0) >= MAX_TEXTS_PER_NUMBER) {
          await store.reminderMarks.release(key);
          run.deferred += 1;
          continue;
        }
        try {
          await sms.send(user.phone, dueReminderText(settings.language, deps.siteName, item), 'reminder');
          await store.counters.hit(sentToday, DAY, now);
          run.sent += 1;
        } catch (err) {
          await store.reminderMarks.release(key);
          if (err instanceof TextRefused) {
            run.deferred += 1;
            continue;
          }
          run.failed += 1;
          console.error(`[reminders] could not text ${key}:`, err);
        }
      }
    }
    if (batch.length < BATCH) return run;
    after = batch.at(-1)!.userId;
  }
}
