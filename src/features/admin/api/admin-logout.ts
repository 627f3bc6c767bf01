// POST /api/admin/logout: ends the admin session on the server.
import type { Message } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export async function adminLogout(): Promise<void> {
  await apiFetch<Message>(API.adminLogout, { method: 'POST' });
}
