// The fix view's two calls: what its link asks to correct, and that the correction went to WhatsApp
// (with its case). A link is a short link's code (`/f/<code>`) or the token of a `#fix=` link
// texted before codes.
import { apiFetch } from '../shared/api/client';
import type { FixAnswer, FixSent } from '../shared/api/answers';
import type { RequestFixBody, RequestFixSentBody } from '../shared/api/bodies';
import type { RequestCase } from '../catalog/request-case';
import { FIX_CODE_PATTERN } from '../core/fix-link-path';
import * as API from '../core/api-paths';

const bodyOf = (link: string): RequestFixBody => (FIX_CODE_PATTERN.test(link) ? { code: link } : { token: link });

/** Answers the fix link page asked for, each kept for the fix view's first call: one round trip, not two. */
const asked = new Map<string, Promise<FixAnswer>>();

/** The fix link page's call: its answer is kept for the fix view that the page shows next. */
export function askFix(link: string): Promise<FixAnswer> {
  const answer = apiFetch<FixAnswer>(API.requestFix, { method: 'POST', body: bodyOf(link) });
  asked.set(link, answer);
  return answer;
}

/** The fix view's call: the answer the page already asked for, once; else asked now. */
export function openFix(link: string, signal?: AbortSignal): Promise<FixAnswer> {
  const kept = asked.get(link);
  asked.delete(link);
  return kept ?? apiFetch<FixAnswer>(API.requestFix, { method: 'POST', body: bodyOf(link), signal });
}

/** `corrected`: the corrected case, which the record keeps in place of its own (none: it keeps its own). */
export const fixSent = (link: string, corrected?: RequestCase) =>
  apiFetch<FixSent>(API.requestFixSent, { method: 'POST', body: { ...bodyOf(link), ...(corrected ? { case: corrected } : {}) } satisfies RequestFixSentBody });
