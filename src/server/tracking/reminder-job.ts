// The daily reminder job: one SMS per vehicle document that is overdue or due within 30 days
// (src/shared/reminders.ts), only to users who switched reminders on. Each document is texted once
// per due date: a mark is claimed before sending (so two runs, or two servers, never both send it)
// and released if the SMS could not be sent (so the next run tries again). Renewing the document
// (a new due date) starts its reminders afresh.
import { reminderText, type SiteName } from '../sms/sms-texts';
import type { SmsSender } from '../sms/types';
import type { SmsLanguage } from '../store/tracking-types';
import type { Store } from '../store/types';
import { dueReminders, indiaToday, type DueReminder } from '../../shared/reminders';

export interface ReminderRun {
  /** The day it ran for, in India. */
  day: string;
  sent: number;
  /** Due items whose reminder had already gone out. */
  alreadySent: number;
  failed: number;
}

const BATCH = 100;

function displayDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** The text of a due reminder, in the account's language. */
export function dueReminderText(language: SmsLanguage, siteName: SiteName, item: DueReminder): string {
  return reminderText(language, siteName, { kind: item.kind, number: item.number, date: displayDate(item.dueDate), overdue: item.overdue });
}

export const reminderKey = (item: DueReminder): string => `${item.vehicleId}_${item.kind}_${item.dueDate}`;

export async function sendDueReminders(deps: { store: Store; sms: SmsSender; siteName: SiteName }, now: number): Promise<ReminderRun> {
  const { store, sms } = deps;
  const run: ReminderRun = { day: indiaToday(now), sent: 0, alreadySent: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const batch = await store.userSettings.listWithReminders(after, BATCH);
    for (const settings of batch) {
      const user = await store.users.byId(settings.userId);
      if (!user) continue;
      const due = dueReminders(await store.vehicles.listForUser(user.id), run.day);
      for (const item of due) {
        const key = reminderKey(item);
        if (!(await store.reminderMarks.claim(key, now))) {
          run.alreadySent += 1;
          continue;
        }
        try {
          await sms.send(user.phone, dueReminderText(settings.language, deps.siteName, item));
          run.sent += 1;
        } catch (err) {
          await store.reminderMarks.release(key);
          run.failed += 1;
          console.error(`[reminders] could not text ${key}:`, err);
        }
      }
    }
    if (batch.length < BATCH) return run;
    after = batch.at(-1)!.userId;
  }
}
