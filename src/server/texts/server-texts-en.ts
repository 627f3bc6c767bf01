// The English of the texts the server sends itself (server-texts.ts).
import { enRequests } from '../../shared/i18n/en-requests';
import { numericDate } from '../sms/sms-dates';
import type { FixInText } from '../notify/types';
import type { BreachKind } from '../store/breach-types';
import type { ServerTexts } from './server-text-list';

const fixWhat = (fix: FixInText) => `${fix.what}${fix.why ? ` (${fix.why})` : ''}${fix.more > 0 ? ` and ${fix.more} more` : ''}`;

const BREACH_KINDS: Record<BreachKind, string> = {
  request: 'your requests (service number, mobile and vehicle numbers)',
  whatsapp: 'the WhatsApp messages you sent us',
  account: 'your account (name, mobile number, vehicles)',
  feedback: 'your feedback (name, e-mail)',
  grievance: 'your complaints to our grievance officer (name, mobile number, e-mail, what you wrote)',
};
const LIST = new Intl.ListFormat('en', { type: 'conjunction' });
const when = (at: string) => `${numericDate(at.slice(0, 10))} ${at.slice(11)} IST`;

export const serverTexts: ServerTexts = {
  siteName: 'AP Vehicle & Licence Assist',
  guardianCode: (code, site, service, serviceNumber, minutes) =>
    `${site}: an applicant under 18 names you as parent or guardian for ${service} (${serviceNumber}). If you agree to it, give them code ${code} (valid ${minutes} min). If not, ignore this.`,
  otp: (code, site, minutes) => `${code} is your ${site} verification code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  passwordChanged: 'Your password was changed. If this was not you, reset it now.',
  stepUp: (site) => `${site}: Someone tried many wrong passwords on your account. To sign in on a browser you have not used with it before, reset your password with an OTP. Never share an OTP.`,
  reminder: (site, kind, due) => `${site}: The ${kind} of ${due.number} ${due.overdue ? `expired on ${numericDate(due.date)}` : `expires on ${numericDate(due.date)}`}. Reply on WhatsApp or visit our website to renew it.`,
  kinds: { insurance: 'insurance', puc: 'PUC certificate', fitness: 'fitness certificate', permit: 'permit', roadTax: 'road tax' },
  accountExpiry: (site, signedInOn, deletedOn, url) =>
    `${site}: Nobody has signed in to your account since ${numericDate(signedInOn)}, so it will be deleted on ${numericDate(deletedOn)} with its vehicles and reminders. To keep it, sign in before then: ${url}`,
  breachNotice: (site, from, to, kinds, contact) =>
    `${site}: Between ${when(from)} and ${when(to)}, someone not allowed to may have seen ${LIST.format(kinds.map((k) => BREACH_KINDS[k]))} that we keep. [What happened, in one sentence.] We have [what we did to stop it]. Be wary of calls or messages that say they are from us or the RTO and ask for an OTP, a password or money: we never ask for them. Questions: ${contact}`,
  requestErased: (site, serviceNumber) =>
    `${site}: Your request ${serviceNumber} was deleted as you asked, with its WhatsApp messages. Copies in our backups go within 30 days. If this was not you, contact us.`,
  accountErased: (site) =>
    `${site}: Your account was deleted as you asked, with its vehicles, reminders and requests. Copies in our backups go within 30 days. If this was not you, contact us.`,
  statusUpdate: (site, u, status, note) => `${site}: Your request ${u.serviceNumber} (${u.service}) is now ${status}.${note ? ` Note: ${note}` : ''} See: ${u.trackUrl}`,
  fixAsk: (site, serviceNumber, fix) => `${site}: Please correct request ${serviceNumber}: ${fixWhat(fix)}. ${fix.url}`,
  fixDetail: (fix) => `Please correct: ${fixWhat(fix)}. ${fix.url}`,
  requests: enRequests,
};
