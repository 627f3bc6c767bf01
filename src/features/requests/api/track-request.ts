// POST /api/requests/track: a request by its service number and the mobile number it was sent with.
import { apiFetch } from '../../../shared/api/client';
import type { RequestAnswer, RequestView } from '../../../shared/api/answers';

export async function trackRequest(input: { serviceNumber: string; phone: string }): Promise<RequestView> {
  const { request } = await apiFetch<RequestAnswer>('/requests/track', { method: 'POST', body: input });
  return request;
}
