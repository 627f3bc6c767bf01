// What each language's file of the server's texts (server-texts-<code>.ts) holds: below them and
// server-texts.ts, which gathers them.
import type { ExpiryKind } from '../../core/reminders';
import type { enRequests } from '../../shared/i18n/en-requests';
import type { FixInText, StatusUpdate } from '../notify/types';
import type { BreachKind } from '../store/breach-types';

/** A due document: `date` as YYYY-MM-DD (each language writes it its way, sms/sms-dates.ts); `overdue` once it has passed. */
export interface DueDocument {
  kind: ExpiryKind;
  number: string;
  date: string;
  overdue: boolean;
}

export interface ServerTexts {
  /** catalog/site.yaml's `name` in this language, for a server started without the catalogue. */
  siteName: string;
  otp(code: string, site: string, minutes: number): string;
  /** To a parent or guardian: a minor's request names them; the code is their consent. */
  guardianCode(code: string, site: string, service: string, serviceNumber: string, minutes: number): string;
  passwordChanged: string;
  stepUp(site: string): string;
  reminder(site: string, kind: string, due: DueDocument): string;
  kinds: Record<ExpiryKind, string>;
  /** The warning 48 hours before an unused account is deleted: days as YYYY-MM-DD, the sign-in page's address. */
  accountExpiry(site: string, signedInOn: string, deletedOn: string, signInUrl: string): string;
  /**
   * The notice to the people a breach reached (docs/breach-runbook.md), for the operator to send: the
   * window's ends as `YYYY-MM-DD HH:mm` in India, what of theirs it reached, whom to ask; the parts in
   * brackets are the operator's to write, in this language.
   */
  breachNotice(site: string, from: string, to: string, kinds: readonly BreachKind[], contact: string): string;
  /** The confirmation that a request was erased at its holder's asking (src/server/erasure/). */
  requestErased(site: string, serviceNumber: string): string;
  /** The confirmation that an account was erased at its holder's asking, with everything of it. */
  accountErased(site: string): string;
  /** One status update: the site's name, the status as /track names it, the desk's note (if any). */
  statusUpdate(site: string, update: StatusUpdate, status: string, note: string | null): string;
  /** A return for correction as an SMS: the site, the service number, what to correct and why, the link. */
  fixAsk(site: string, serviceNumber: string, fix: FixInText): string;
  /** What to correct and why, then the link: the WhatsApp template's last parameter. */
  fixDetail(fix: FixInText): string;
  /** The words /track shows (the browser's own dictionary of the language), for the status names. */
  requests: Record<keyof typeof enRequests, string>;
}
