// Every text message the portal sends, in each language of the list (its texts are in
// src/server/texts/server-texts-<code>.ts). A code or a password notice goes out
// in the language of the page the visitor is on (the request's Accept-Language); a reminder, sent by
// the daily job with no page, in the account's language (the one its owner last signed in with).
import type { Context } from 'hono';
import type { Lang } from '../../core/languages';
import { answerLanguage } from '../http/answer-language';
import type { Store } from '../store/types';
import type { DueDocument } from '../texts/server-text-list';
import { serverTexts } from '../texts/server-texts';

export type { DueDocument };

/** The language of the page a request comes from. */
export const requestLanguage = (c: Context): Lang => answerLanguage(c.req.header('accept-language'));

/** On sign-up and sign-in: the page's language becomes the account's, which its reminders follow. */
export async function rememberLanguage(c: Context, store: Store, userId: string, now: number): Promise<void> {
  await store.userSettings.setLanguage(userId, requestLanguage(c), now);
}

/** The site's name in each language (the catalogue's `name`): a text names the site in its own language. */
export type SiteName = Record<Lang, string>;

export function otpText(language: Lang, code: string, siteName: SiteName, minutes: number): string {
  return serverTexts(language).otp(code, siteName[language], minutes);
}

export function guardianCodeText(language: Lang, code: string, siteName: SiteName, service: string, serviceNumber: string, minutes: number): string {
  return serverTexts(language).guardianCode(code, siteName[language], service, serviceNumber, minutes);
}

export function passwordChangedText(language: Lang): string {
  return serverTexts(language).passwordChanged;
}

export function stepUpText(language: Lang, siteName: SiteName): string {
  return serverTexts(language).stepUp(siteName[language]);
}

export function reminderText(language: Lang, siteName: SiteName, due: DueDocument): string {
  const texts = serverTexts(language);
  return texts.reminder(siteName[language], texts.kinds[due.kind], due);
}

export function accountExpiryText(language: Lang, siteName: SiteName, days: { signedInOn: string; deletedOn: string }, signInUrl: string): string {
  return serverTexts(language).accountExpiry(siteName[language], days.signedInOn, days.deletedOn, signInUrl);
}

export function requestErasedText(language: Lang, siteName: SiteName, serviceNumber: string): string {
  return serverTexts(language).requestErased(siteName[language], serviceNumber);
}

export function accountErasedText(language: Lang, siteName: SiteName): string {
  return serverTexts(language).accountErased(siteName[language]);
}
