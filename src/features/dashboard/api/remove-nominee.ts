// DELETE /api/me/nominee: no one is named any more.
import type { NomineeAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';

export function removeNominee(): Promise<NomineeAnswer> {
  return apiFetch<NomineeAnswer>('/me/nominee', { method: 'DELETE' });
}
