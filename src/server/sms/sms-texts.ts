// Every text message the portal sends, in English and Telugu. A code or a password notice goes out
// in the language of the page the visitor is on (the request's Accept-Language); a reminder, sent by
// the daily job with no page, in the account's language (the one its owner last signed in with).
import type { Context } from 'hono';
import { asksForTelugu } from '../http/answer-language';
import type { ExpiryKind } from '../../core/reminders';
import type { SmsLanguage } from '../store/tracking-types';
import type { Store } from '../store/types';

/** The language of the page a request comes from. */
export const requestLanguage = (c: Context): SmsLanguage => (asksForTelugu(c.req.header('accept-language')) ? 'te' : 'en');

/** On sign-up and sign-in: the page's language becomes the account's, which its reminders follow. */
export async function rememberLanguage(c: Context, store: Store, userId: string, now: number): Promise<void> {
  await store.userSettings.setLanguage(userId, requestLanguage(c), now);
}

/** The site's name in each language (the catalogue's `name`): a text names the site in its own language. */
export type SiteName = Record<SmsLanguage, string>;

export function otpText(language: SmsLanguage, code: string, siteName: SiteName, minutes: number): string {
  return language === 'te'
    ? `${code} మీ ${siteName.te} OTP. ఇది ${minutes} నిమిషాల పాటు చెల్లుతుంది. దీన్ని ఎవరికీ చెప్పకండి.`
    : `${code} is your ${siteName.en} verification code. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}

export function passwordChangedText(language: SmsLanguage): string {
  return language === 'te'
    ? 'మీ పాస్‌వర్డ్ మారింది. ఇది మీరు చేయకపోతే, వెంటనే దాన్ని రీసెట్ చేయండి.'
    : 'Your password was changed. If this was not you, reset it now.';
}

const KIND_NAME: Record<SmsLanguage, Record<ExpiryKind, string>> = {
  en: { insurance: 'insurance', puc: 'PUC certificate', fitness: 'fitness certificate', permit: 'permit', roadTax: 'road tax' },
  te: { insurance: 'ఇన్సూరెన్స్', puc: 'PUC సర్టిఫికేట్', fitness: 'ఫిట్‌నెస్ సర్టిఫికేట్', permit: 'పర్మిట్', roadTax: 'రోడ్ టాక్స్' },
};

/** A due document: `date` as DD-MM-YYYY; `overdue` once it has passed. */
export function reminderText(language: SmsLanguage, siteName: SiteName, due: { kind: ExpiryKind; number: string; date: string; overdue: boolean }): string {
  const kind = KIND_NAME[language][due.kind];
  if (language === 'te') {
    const when = due.overdue ? `${due.date}న గడువు ముగిసింది` : `${due.date}న గడువు ముగుస్తుంది`;
    return `${siteName.te}: ${due.number} వాహనం ${kind} ${when}. రెన్యువల్ కోసం WhatsAppలో మాకు సందేశం పంపండి లేదా మా వెబ్‌సైట్‌ను చూడండి.`;
  }
  const when = due.overdue ? `expired on ${due.date}` : `expires on ${due.date}`;
  return `${siteName.en}: The ${kind} of ${due.number} ${when}. Reply on WhatsApp or visit our website to renew it.`;
}
