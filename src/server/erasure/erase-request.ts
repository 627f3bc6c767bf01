// "Delete this request" (docs/decisions.md, "Withdrawal is as easy as giving"): the request goes now,
// reduced to counts with its thread, as the purge would take it; the audit trail records that one
// was erased and of which service, never its number or phone; the number is told by SMS. When
// nothing else is kept under the number, its codes and data tokens go too.
import type { Lang } from '../../core/languages';
import { recordAudit } from '../audit/record-audit';
import type { AppDeps } from '../deps';
import { requestErasedText } from '../sms/sms-texts';
import type { ServiceRequest } from '../store/tracking-types';
import { holdsData } from './data-token';
import { confirmByText } from './confirm-by-text';

/** Erases the request; false when it was gone already. */
export async function eraseRequest(deps: AppDeps, request: ServiceRequest, language: Lang): Promise<boolean> {
  if (!(await deps.store.erasure.eraseRequest(request))) return false;
  await recordAudit(deps, { actor: null, role: null, action: 'request.erase', target: null, detail: request.entryId, ip: null, ok: true });
  await confirmByText(deps, request.phone, requestErasedText(language, deps.config.siteName, request.serviceNumber), true);
  if (!(await holdsData(deps.store, request.phone))) await deps.store.otps.deleteAllFor(request.phone);
  return true;
}
