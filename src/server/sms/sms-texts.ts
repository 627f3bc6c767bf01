// Every text message the portal sends, in each language of the list (a table per language, so a new
// language is a type error here until its texts are written). A code or a password notice goes out
// in the language of the page the visitor is on (the request's Accept-Language); a reminder, sent by
// the daily job with no page, in the account's language (the one its owner last signed in with).
import type { Context } from 'hono';
import type { Lang } from '../../core/languages';
import { answerLanguage } from '../http/answer-language';
import type { ExpiryKind } from '../../core/reminders';
import type { Store } from '../store/types';
import { numericDate, teluguDate } from './sms-dates';

/** The language of the page a request comes from. */
export const requestLanguage = (c: Context): Lang => answerLanguage(c.req.header('accept-language'));

/** On sign-up and sign-in: the page's language becomes the account's, which its reminders follow. */
export async function rememberLanguage(c: Context, store: Store, userId: string, now: number): Promise<void> {
  await store.userSettings.setLanguage(userId, requestLanguage(c), now);
}

/** The site's name in each language (the catalogue's `name`): a text names the site in its own language. */
export type SiteName = Record<Lang, string>;

/** A due document: `date` as YYYY-MM-DD (each language writes it its way, sms-dates.ts); `overdue` once it has passed. */
export interface DueDocument {
  kind: ExpiryKind;
  number: string;
  date: string;
  overdue: boolean;
}

interface SmsTexts {
  otp(code: string, site: string, minutes: number): string;
  passwordChanged: string;
  stepUp(site: string): string;
  reminder(site: string, kind: string, due: DueDocument): string;
  kinds: Record<ExpiryKind, string>;
}

const TEXTS: Record<Lang, SmsTexts> = {
  en: {
    otp: (code, site, minutes) => `${code} is your ${site} verification code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    passwordChanged: 'Your password was changed. If this was not you, reset it now.',
    stepUp: (site) => `${site}: Someone tried many wrong passwords on your account. To sign in on a browser you have not used with it before, reset your password with an OTP. Never share an OTP.`,
    reminder: (site, kind, due) => `${site}: The ${kind} of ${due.number} ${due.overdue ? `expired on ${numericDate(due.date)}` : `expires on ${numericDate(due.date)}`}. Reply on WhatsApp or visit our website to renew it.`,
    kinds: { insurance: 'insurance', puc: 'PUC certificate', fitness: 'fitness certificate', permit: 'permit', roadTax: 'road tax' },
  },
  te: {
    otp: (code, site, minutes) => `${code} మీ ${site} OTP. ఇది ${minutes} నిమిషాల పాటు చెల్లుతుంది. దీన్ని ఎవరికీ చెప్పకండి.`,
    passwordChanged: 'మీ పాస్‌వర్డ్ మారింది. ఇది మీరు చేయకపోతే, వెంటనే దాన్ని రీసెట్ చేయండి.',
    stepUp: (site) => `${site}: మీ ఖాతాలో ఎవరో చాలాసార్లు తప్పు పాస్‌వర్డ్‌లు ప్రయత్నించారు. ఇంతకు ముందు ఈ ఖాతాతో వాడని బ్రౌజర్‌లో సైన్ ఇన్ చేయడానికి OTPతో పాస్‌వర్డ్ రీసెట్ చేయండి. OTPని ఎవరికీ చెప్పకండి.`,
    reminder: (site, kind, due) =>
      `${site}: మీ ${due.number} వాహనం ${kind} గడువు ${teluguDate(due.date)}న ${due.overdue ? 'ముగిసింది' : 'ముగుస్తుంది'}. రెన్యువల్ కోసం WhatsAppలో మాకు సందేశం పంపండి లేదా మా వెబ్‌సైట్‌ను చూడండి.`,
    kinds: { insurance: 'ఇన్సూరెన్స్', puc: 'PUC సర్టిఫికేట్', fitness: 'ఫిట్‌నెస్ సర్టిఫికేట్', permit: 'పర్మిట్', roadTax: 'రోడ్ టాక్స్' },
  },
};

export function otpText(language: Lang, code: string, siteName: SiteName, minutes: number): string {
  return TEXTS[language].otp(code, siteName[language], minutes);
}

export function passwordChangedText(language: Lang): string {
  return TEXTS[language].passwordChanged;
}

export function stepUpText(language: Lang, siteName: SiteName): string {
  return TEXTS[language].stepUp(siteName[language]);
}

export function reminderText(language: Lang, siteName: SiteName, due: DueDocument): string {
  const texts = TEXTS[language];
  return texts.reminder(siteName[language], texts.kinds[due.kind], due);
}
