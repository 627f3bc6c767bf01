// GET /api/admin/services: every link card (Service record), active or not.
import { apiFetch } from '../../../shared/api/client';
import type { ServiceRecord } from '../types';

export async function getAdminServices(signal?: AbortSignal): Promise<ServiceRecord[]> {
  return (await apiFetch<{ services: ServiceRecord[] }>('/admin/services', { signal })).services;
}
