// The daily warning before an unused account is deleted (docs/decisions.md, "Consent and retention":
// 3 years without a sign-in, a text 48 hours before, Rule 8(2)). Run with the reminders, once a day,
// it warns every account whose deletion falls within the next three days, so the text always comes
// at least 48 hours before; the purge deletes an account only 48 hours after its warning
// (store/*/retention.ts), and a sign-in since the warning keeps it. The text passes the text ledger:
// a number nobody proved gets none (anyone can sign up with anyone's number) and its account is
// marked as warned all the same; one the day's caps refuse, or the gateway fails, is tried again the
// next day, its deletion waiting for it.
import { DEFAULT_LANGUAGE, pathInLanguage } from '../../core/languages';
import { indiaToday } from '../../core/reminders';
import type { LogSink } from '../http/request-log';
import { stdoutSink } from '../http/request-log';
import { accountExpiryText, type SiteName } from '../sms/sms-texts';
import type { SmsSender } from '../sms/types';
import { ACCOUNT_WARNING_MS } from '../store/purge-cutoffs';
import type { Store } from '../store/types';
import { ledgeredSms } from '../texts/ledgered';
import type { TextLimits } from '../config';
import { TextRefused, textLedger } from '../texts/text-ledger';

const DAY = 24 * 3_600_000;

export interface AccountExpiryRun {
  warned: number;
  /** Marked as warned without a text: the account's number is not proven. */
  unproven: number;
  /** Left for the next day: the day's texts were spent, or the gateway failed. */
  deferred: number;
}

export interface AccountExpiryDeps {
  store: Store;
  sms: SmsSender;
  siteName: SiteName;
  /** The public address the text's sign-in link leads to (config.siteUrl). */
  siteUrl: string;
  texts: TextLimits;
  /** How long an account is kept without a sign-in (config.accountRetentionMs). */
  accountRetentionMs: number;
  log?: LogSink;
}

export async function warnExpiringAccounts(deps: AccountExpiryDeps, now: number): Promise<AccountExpiryRun> {
  const { store } = deps;
  const sms = ledgeredSms(deps.sms, textLedger({ store, limits: deps.texts, now: () => now, log: deps.log ?? stdoutSink }));
  const run: AccountExpiryRun = { warned: 0, unproven: 0, deferred: 0 };
  // A day's margin over the 48 hours: the job runs once a day.
  for (const { user, signedInAt } of await store.users.dueWarning(now - deps.accountRetentionMs + ACCOUNT_WARNING_MS + DAY)) {
    const language = (await store.userSettings.get(user.id))?.language ?? DEFAULT_LANGUAGE;
    const deletedAt = Math.max(signedInAt + deps.accountRetentionMs, now + ACCOUNT_WARNING_MS);
    const days = { signedInOn: indiaToday(signedInAt), deletedOn: indiaToday(deletedAt) };
    try {
      await sms.send(user.phone, accountExpiryText(language, deps.siteName, days, `${deps.siteUrl}${pathInLanguage('/login', language)}`), 'notice');
      run.warned += 1;
    } catch (err) {
      if (!(err instanceof TextRefused && err.because === 'unproven')) {
        if (!(err instanceof TextRefused)) console.error(`[account expiry] could not text account ${user.id}:`, err);
        run.deferred += 1;
        continue;
      }
      run.unproven += 1;
    }
    await store.users.markWarned(user.id, now);
  }
  return run;
}
