// The English of the texts the server sends itself (server-texts.ts).
import { enRequests } from '../../shared/i18n/en-requests';
import { numericDate } from '../sms/sms-dates';
import type { FixInText } from '../notify/types';
import type { ServerTexts } from './server-texts';

const fixWhat = (fix: FixInText) => `${fix.what}${fix.why ? ` (${fix.why})` : ''}${fix.more > 0 ? ` and ${fix.more} more` : ''}`;

export const serverTexts: ServerTexts = {
  siteName: 'AP Vehicle & Licence Assist',
  otp: (code, site, minutes) => `${code} is your ${site} verification code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  passwordChanged: 'Your password was changed. If this was not you, reset it now.',
  stepUp: (site) => `${site}: Someone tried many wrong passwords on your account. To sign in on a browser you have not used with it before, reset your password with an OTP. Never share an OTP.`,
  reminder: (site, kind, due) => `${site}: The ${kind} of ${due.number} ${due.overdue ? `expired on ${numericDate(due.date)}` : `expires on ${numericDate(due.date)}`}. Reply on WhatsApp or visit our website to renew it.`,
  kinds: { insurance: 'insurance', puc: 'PUC certificate', fitness: 'fitness certificate', permit: 'permit', roadTax: 'road tax' },
  accountExpiry: (site, signedInOn, deletedOn, url) =>
    `${site}: Nobody has signed in to your account since ${numericDate(signedInOn)}, so it will be deleted on ${numericDate(deletedOn)} with its vehicles and reminders. To keep it, sign in before then: ${url}`,
  statusUpdate: (site, u, status, note) => `${site}: Your request ${u.serviceNumber} (${u.service}) is now ${status}.${note ? ` Note: ${note}` : ''} See: ${u.trackUrl}`,
  fixAsk: (site, serviceNumber, fix) => `${site}: Please correct request ${serviceNumber}: ${fixWhat(fix)}. ${fix.url}`,
  fixDetail: (fix) => `Please correct: ${fixWhat(fix)}. ${fix.url}`,
  requests: enRequests,
};
