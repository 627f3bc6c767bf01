// GET /api/me/account/data: everything kept of the signed-in account (account, settings, vehicles, its requests).
import type { PersonalData } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export function getAccountData(): Promise<PersonalData> {
  return apiFetch<PersonalData>(API.myAccountData);
}
