// The fix view's two calls: what its link asks to correct, and that the correction went to WhatsApp.
import { apiFetch } from '../shared/api/client';
import type { FixAnswer, FixSent } from '../shared/api/answers';
import type { RequestFixBody } from '../shared/api/bodies';

export const openFix = (token: string, signal?: AbortSignal) => apiFetch<FixAnswer>('/requests/fix', { method: 'POST', body: { token } satisfies RequestFixBody, signal });

export const fixSent = (token: string) => apiFetch<FixSent>('/requests/fix/sent', { method: 'POST', body: { token } satisfies RequestFixBody });
