// PUT /api/me/nominee (schemas/api/nominee.schema.json): names or changes the nominee.
import type { NomineeAnswer } from '../../../shared/api/answers';
import type { NomineeBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export function saveNominee(nominee: NomineeBody): Promise<NomineeAnswer> {
  return apiFetch<NomineeAnswer>(API.myNominee, { method: 'PUT', body: nominee });
}
