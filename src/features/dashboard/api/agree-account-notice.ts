// POST /api/me/account-notice (schemas/api/account-notice.schema.json): agrees to the account's notice this page shows.
import type { AccountNoticeAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export function agreeAccountNotice(): Promise<AccountNoticeAnswer> {
  return apiFetch<AccountNoticeAnswer>(API.myAccountNotice, { method: 'POST', body: { consents: ['account'], noticeVersion: import.meta.env.ACCOUNT_NOTICE_VERSION } });
}
