// /api/admin/services: the full listing and its create/update/delete, for role admin only.
import { audited } from '../audit/audited-routes';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { noteAudit } from '../audit/audit-note';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { ApiError, said } from '../http/api-error';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { linkProblem } from '../services/service-link';
import { serviceView } from '../services/service-view';
import type { ServiceFields } from '../store/types';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const SERVICE_NOT_FOUND = 'service.not_found';

export function adminServiceRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.adminServices);
  app.use('*', requireAdmin(deps, ['admin']));

  async function fieldsFrom(body: unknown): Promise<ServiceFields> {
    const input = validateBody('service', body);
    const fields: ServiceFields = {
      category: input.category,
      title: input.title.trim(),
      description: input.description.trim(),
      icon: input.icon,
      link: input.link.trim(),
      active: input.active,
    };
    const problem = linkProblem(fields.link, config);
    if (problem) throw new ApiError(400, problem, { link: problem });
    return fields;
  }

  app.get(at(API.adminServices), async (c) => {
    c.header('Cache-Control', 'no-store');
    return answer(c, 'ServiceList', { services: (await store.services.listAll()).map(serviceView) });
  });

  app.post(at(API.adminServices), audited('service.create'), failAs('service.create_failed'), async (c) => {
    const fields = await fieldsFrom(await readJson(c));
    const now = config.now();
    const service = { id: randomUUID(), ...fields, createdAt: now, updatedAt: now };
    await store.services.create(service);
    noteAudit(c, { target: service.id, detail: service.title });
    return answer(c, 'ServiceSaved', { ...said('service.created'), service: serviceView(service) }, 201);
  });

  app.put(at(API.adminService), audited('service.update'), failAs('service.update_failed'), async (c) => {
    const fields = await fieldsFrom(await readJson(c));
    const updated = await store.services.update(idParam(c, SERVICE_NOT_FOUND), fields, config.now());
    if (!updated) throw new ApiError(404, SERVICE_NOT_FOUND);
    noteAudit(c, { detail: updated.title });
    return answer(c, 'ServiceSaved', { ...said('service.updated'), service: serviceView(updated) });
  });

  app.delete(at(API.adminService), audited('service.delete'), failAs('service.delete_failed'), async (c) => {
    if (!(await store.services.delete(idParam(c, SERVICE_NOT_FOUND)))) throw new ApiError(404, SERVICE_NOT_FOUND);
    return answer(c, 'Message', said('service.deleted'));
  });

  return app;
}
