// DELETE /api/me/nominee: no one is named any more.
import type { NomineeAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export function removeNominee(): Promise<NomineeAnswer> {
  return apiFetch<NomineeAnswer>(API.myNominee, { method: 'DELETE' });
}
