// GET /api/me/nominee: who may use the account holder's rights after their death or incapacity.
import type { NomineeAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export function getNominee(signal?: AbortSignal): Promise<NomineeAnswer> {
  return apiFetch<NomineeAnswer>(API.myNominee, { signal });
}
