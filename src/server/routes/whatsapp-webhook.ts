// /api/whatsapp/webhook: Meta's calls, when incoming WhatsApp is set up (src/server/whatsapp-api/whatsapp-settings.ts);
// 404 otherwise. GET is the subscription check; POST a notification, taken only with the app's
// signature over its raw bytes. Mounted before the same-origin check: Meta sends no cookie and is
// no browser, and the signature is what proves the caller. The signature is checked first, so the
// address's allowance of signed notifications is spent only by them: calls that prove nothing
// (subscription checks, refused signatures) have an allowance of their own, and a stranger who
// claims Meta's address spends only that. A refused signature is an audit event (counted as
// anonymous refusals are, so nobody can fill the trail) and changes nothing.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Hono, type Context } from 'hono';
import { spendAllowance } from '../auth/login-throttle';
import { recordAudit } from '../audit/record-audit';
import { refusalDetail } from '../audit/refusal-count';
import type { AppDeps } from '../deps';
import { ApiError, said } from '../http/api-error';
import { answer } from '../http/answer';
import { clientIp } from '../http/client-ip';
import { readLimited } from '../http/json-body';
import { checkSignature, sameSecret } from '../whatsapp/signature';
import { takeIn } from '../whatsapp/take-in';
import { readNotification, type Notification } from '../whatsapp/webhook-payload';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

/** Meta's notifications are small; a batch of them stays well under this. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

const REFUSED = {
  missing: { status: 401, code: 'whatsapp.signature_missing', detail: 'Refused: a WhatsApp notification without a signature.' },
  invalid: { status: 403, code: 'whatsapp.signature_invalid', detail: 'Refused: a WhatsApp notification whose signature does not match.' },
} as const;

/** Each kind of call's allowance per address (config.limits). */
const ALLOWANCES = { signed: 'whatsappWebhookPerIp', unsigned: 'whatsappWebhookUnsignedPerIp' } as const;

/**
 * Takes a notification's items one at a time, giving the event loop a turn between them: a batch of
 * hundreds (up to what the body limit holds) is taken whole, and holds other calls back for one item at most.
 */
async function takeInTurns(deps: AppDeps, notification: Notification): Promise<void> {
  const items = [
    ...notification.messages.map((message) => ({ messages: [message], statuses: [] })),
    ...notification.statuses.map((status) => ({ messages: [], statuses: [status] })),
  ];
  for (const part of items) {
    await takeIn(deps, part);
    await nextTurn();
  }
}

export function whatsappWebhookRoutes(deps: AppDeps): Hono {
  const { config } = deps;
  const app = new Hono();
  const at = below(API.whatsappWebhook);
  const spend = (c: Context, kind: keyof typeof ALLOWANCES) =>
    spendAllowance(deps, `whatsapp-webhook:${kind}:ip:${clientIp(c, config)}`, config.limits[ALLOWANCES[kind]], 'whatsapp.too_many');

  app.use('*', async (_, next) => {
    if (!config.whatsapp.inbox) throw new ApiError(404, 'not_found');
    await next();
  });

  app.get(at(API.whatsappWebhook), async (c) => {
    const inbox = config.whatsapp.inbox!;
    // Counted before the comparison, so guessing the verify token stays slow even in a parallel burst.
    await spend(c, 'unsigned');
    const challenge = c.req.query('hub.challenge') ?? '';
    const subscribed = c.req.query('hub.mode') === 'subscribe' && sameSecret(c.req.query('hub.verify_token') ?? '', inbox.verifyToken);
    // Meta's challenge is a number; nothing else is echoed.
    if (!subscribed || !/^[\w-]{1,128}$/.test(challenge)) throw new ApiError(403, 'whatsapp.verify_refused');
    c.header('Content-Type', 'text/plain; charset=utf-8');
    return c.body(challenge);
  });

  app.post(at(API.whatsappWebhook), async (c) => {
    const inbox = config.whatsapp.inbox!;
    const raw = await readLimited(c.req.raw, WEBHOOK_BODY_LIMIT);
    const check = checkSignature(inbox.appSecret, raw, c.req.header('x-hub-signature-256'));
    if (check !== 'valid') {
      await spend(c, 'unsigned');
      const refused = REFUSED[check];
      const ip = clientIp(c, config);
      const detail = await refusalDetail(deps, 'whatsapp.signature_refused', ip, refused.detail);
      if (detail !== null) await recordAudit(deps, { actor: null, role: null, action: 'whatsapp.signature_refused', target: null, detail, ip, ok: false });
      throw new ApiError(refused.status, refused.code);
    }
    await spend(c, 'signed');
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as unknown;
    } catch {
      throw new ApiError(400, 'body.not_json');
    }
    await takeInTurns(deps, readNotification(payload, { now: config.now(), retentionMs: config.whatsappRetentionMs }));
    return answer(c, 'Message', said('whatsapp.received'));
  });

  return app;
}
