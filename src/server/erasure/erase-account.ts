// "Delete my account": the account with its settings, vehicles, sessions and codes, and the requests
// that are its holder's (heldRequests: the account's, and every one of its number once its holder
// proved it), each as "delete this request" erases it, and the grievances sent with a proven number.
// The confirmation goes first, while the number is still the account's proven one (the text ledger's
// rule); the audit trail keeps no personal data.
import type { Lang } from '../../core/languages';
import { recordAudit } from '../audit/record-audit';
import type { AppDeps } from '../deps';
import { accountErasedText } from '../sms/sms-texts';
import type { User } from '../store/types';
import { isProven } from '../store/phone-holder';
import { confirmByText } from './confirm-by-text';
import { heldRequests } from './held-requests';

const counted = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

export async function eraseAccount(deps: AppDeps, user: User, language: Lang): Promise<void> {
  const { store } = deps;
  const proven = isProven(user, await store.userSettings.get(user.id));
  const requests = await heldRequests(store, { phone: proven ? user.phone : null, userId: user.id });
  await confirmByText(deps, user.phone, accountErasedText(language, deps.config.siteName), false);
  let erased = 0;
  for (const request of requests) if (await store.erasure.eraseRequest(request)) erased += 1;
  const grievances = proven ? await store.grievances.deleteFor(user.phone) : 0;
  await store.erasure.eraseAccount(user);
  const detail = `with ${counted(erased, 'request')}${grievances > 0 ? ` and ${counted(grievances, 'grievance')}` : ''}`;
  await recordAudit(deps, { actor: null, role: null, action: 'account.erase', target: null, detail, ip: null, ok: true });
}
