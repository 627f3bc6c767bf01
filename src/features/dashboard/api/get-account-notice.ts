// GET /api/me/account-notice: whether the holder has agreed to the account's notice as it is now.
import type { AccountNoticeAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export function getAccountNotice(signal?: AbortSignal): Promise<AccountNoticeAnswer> {
  return apiFetch<AccountNoticeAnswer>(API.myAccountNotice, { signal });
}
