// The API answers in the language the request asks for: with Telugu first in Accept-Language, the
// messages of a JSON answer (error, message, and each field's message) are given in Telugu from one
// table. Everything else in the answer, and every answer in any other language, stays as it is.
import type { MiddlewareHandler } from 'hono';
import { messagesTe } from './messages-te';

/** Whether the most preferred language of an Accept-Language header is Telugu ("te", "te-IN"). */
export function asksForTelugu(header: string | undefined): boolean {
  if (!header) return false;
  let best = { lang: '', q: 0 };
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q) && q > best.q) best = { lang: tag.trim().toLowerCase(), q };
  }
  return best.lang === 'te' || best.lang.startsWith('te-');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Messages with a value filled in ("Please wait {n} seconds …"): matched by pattern, value carried over.
const withValues = Object.entries(messagesTe)
  .filter(([english]) => english.includes('{n}'))
  .map(([english, telugu]) => ({ pattern: new RegExp(`^${english.split('{n}').map(escape).join('(.+?)')}$`), telugu }));

/** The Telugu of an English API message; a message without a Telugu text stays English. */
export function messageInTelugu(message: string): string {
  const exact = messagesTe[message];
  if (exact !== undefined) return exact;
  for (const { pattern, telugu } of withValues) {
    const values = message.match(pattern)?.slice(1);
    if (values) return telugu.replace(/\{n\}/g, () => values.shift() ?? '');
  }
  return message;
}

function translated(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of ['error', 'message'] as const) if (typeof out[key] === 'string') out[key] = messageInTelugu(out[key]);
  if (out.fields !== null && typeof out.fields === 'object') {
    out.fields = Object.fromEntries(Object.entries(out.fields as Record<string, unknown>).map(([field, m]) => [field, typeof m === 'string' ? messageInTelugu(m) : m]));
  }
  return out;
}

export function answerInLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    c.res.headers.append('Vary', 'Accept-Language');
    if (!asksForTelugu(c.req.header('Accept-Language')) || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const body = translated(await c.res.clone().json());
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Language', 'te');
    c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
  };
}
