// /api/admin/admins: the console's admin accounts, for role admin only. Creating one is what
// `npm run admin:create` does; disabling one signs it out everywhere, and the last active admin
// with role admin cannot be disabled (the store checks that atomically).
import { audited } from '../audit/audited-routes';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { noteAudit } from '../audit/audit-note';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import { hashPassword, newPasswordKeyword } from '../auth/passwords';
import { normalizeUsername } from '../auth/username';
import type { AppDeps } from '../deps';
import { ApiError, said } from '../http/api-error';
import { schemaFieldError } from '../validation/schema-message';
import { failAs } from '../http/fail-as';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { adminView } from '../services/admin-view';
import { DuplicateError, LastActiveAdminError } from '../store/types';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const ADMIN_NOT_FOUND = 'admin.not_found';
export const LAST_ACTIVE_ADMIN = 'admin.last_active';
const USERNAME_TAKEN = 'admin.username_taken';

/** The body with its username trimmed and lower-cased, as sign-in and the CLI treat it. */
function normalized(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || typeof (body as { username?: unknown }).username !== 'string') return body;
  return { ...body, username: normalizeUsername((body as { username: string }).username) };
}

export function adminAccountRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.admins);
  app.use('*', requireAdmin(deps, ['admin']));

  app.get(at(API.admins), async (c) => {
    c.header('Cache-Control', 'no-store');
    return answer(c, 'AdminAccountList', { admins: (await store.admins.list()).map(adminView) });
  });

  app.post(at(API.admins), audited('admin.create'), failAs('admin.create_failed'), async (c) => {
    const body = validateBody('admin-create', normalized(await readJson(c)));
    const problem = newPasswordKeyword(body.password, { name: body.username });
    if (problem) throw schemaFieldError('admin-create', 'password', problem);
    if (await store.admins.byUsername(body.username)) throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
    const now = config.now();
    const admin = {
      id: randomUUID(),
      username: body.username,
      passwordHash: await hashPassword(body.password, config.bcryptCost),
      role: body.role,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await store.admins.create(admin);
    } catch (err) {
      // Taken by a parallel request between the check and the write.
      if (err instanceof DuplicateError) throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
      throw err;
    }
    noteAudit(c, { target: admin.id, detail: `${admin.username} (${admin.role})` });
    return answer(c, 'AdminAccountSaved', { ...said('admin.created'), admin: adminView(admin) }, 201);
  });

  // Enabling is the same call with active: true; the route says which it was.
  app.patch(at(API.adminAccount), audited('admin.disable'), failAs('admin.update_failed'), async (c) => {
    const id = idParam(c, ADMIN_NOT_FOUND);
    const { active } = validateBody('admin-update', await readJson(c));
    let admin;
    try {
      admin = await store.admins.setActive(id, active, config.now());
    } catch (err) {
      if (err instanceof LastActiveAdminError) throw new ApiError(409, LAST_ACTIVE_ADMIN);
      throw err;
    }
    if (!admin) throw new ApiError(404, ADMIN_NOT_FOUND);
    // A disabled admin's sessions end now, not at their expiry.
    if (!active) await store.sessions.deleteAllFor('admin', admin.id);
    noteAudit(c, { action: active ? 'admin.enable' : 'admin.disable', detail: admin.username });
    return answer(c, 'AdminAccountSaved', { ...said(active ? 'admin.enabled' : 'admin.disabled'), admin: adminView(admin) });
  });

  return app;
}
