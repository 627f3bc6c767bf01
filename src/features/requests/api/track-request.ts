// POST /api/requests/track: a request by its service number and the mobile number it was sent with.
import { apiFetch } from '../../../shared/api/client';
import type { RequestView } from '../../../core/request-status';

export async function trackRequest(input: { serviceNumber: string; phone: string }): Promise<RequestView> {
  const { request } = await apiFetch<{ request: RequestView }>('/requests/track', { method: 'POST', body: input });
  return request;
}
