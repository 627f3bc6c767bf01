// The fix view's two calls: what its link asks to correct, and that the correction went to WhatsApp (with its case).
import { apiFetch } from '../shared/api/client';
import type { FixAnswer, FixSent } from '../shared/api/answers';
import type { RequestFixBody, RequestFixSentBody } from '../shared/api/bodies';
import type { RequestCase } from '../catalog/request-case';

export const openFix = (token: string, signal?: AbortSignal) => apiFetch<FixAnswer>('/requests/fix', { method: 'POST', body: { token } satisfies RequestFixBody, signal });

/** `corrected`: the corrected case, which the record keeps in place of its own (none: it keeps its own). */
export const fixSent = (token: string, corrected?: RequestCase) =>
  apiFetch<FixSent>('/requests/fix/sent', { method: 'POST', body: { token, ...(corrected ? { case: corrected } : {}) } satisfies RequestFixSentBody });
