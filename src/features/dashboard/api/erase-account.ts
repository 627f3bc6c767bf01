// POST /api/me/account/erase (schemas/api/account-erase.schema.json): deletes the account with
// everything of it after the password is entered again; the server ends the session.
import type { Message } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { AccountEraseBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export function eraseAccount(password: string): Promise<Message> {
  return apiFetch<Message>(API.myAccountErase, { method: 'POST', body: { password } satisfies AccountEraseBody });
}
