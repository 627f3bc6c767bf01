// The consents a request is recorded with (src/core/consents.ts), from what the form sent: the
// request's own, given by pressing Send after the notice; status texts only when ticked and never
// for an applicant under 18; the guardian's, proven by the guardian's code.
import { hasConsent, type ConsentRecord } from '../../core/consents';
import type { RequestBody } from '../../shared/api/bodies';

export interface ProvenGuardian {
  name: string;
  phone: string;
}

export function sentConsents(body: Pick<RequestBody, 'consents' | 'noticeVersion'>, guardian: ProvenGuardian | null, now: number): ConsentRecord[] {
  const noticeVersion = body.noticeVersion ?? null;
  // A record queued before consents were recorded was sent on the terms alone.
  const ticked = body.consents ?? ['request'];
  const consents: ConsentRecord[] = [{ purpose: 'request', noticeVersion, givenAt: now, givenBy: 'self', proof: 'send' }];
  if (guardian) consents.push({ purpose: 'guardian', noticeVersion, givenAt: now, givenBy: 'guardian', proof: 'code', guardian });
  else if (ticked.includes('statusTexts')) consents.push({ purpose: 'statusTexts', noticeVersion, givenAt: now, givenBy: 'self', proof: 'tick' });
  return consents;
}

/** Whether a request recorded with these consents gets a text on each status change. */
export const wantsStatusTexts = (consents: readonly ConsentRecord[]): boolean => hasConsent(consents, 'statusTexts');
