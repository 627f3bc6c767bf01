// GET /api/admin/services: every link card (Service record), active or not.
import { apiFetch } from '../../../shared/api/client';
import type { ServiceList, ServiceRecord } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function getAdminServices(signal?: AbortSignal): Promise<ServiceRecord[]> {
  return (await apiFetch<ServiceList>(API.adminServices, { signal })).services;
}
