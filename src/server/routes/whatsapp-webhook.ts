// /api/whatsapp/webhook: Meta's calls, when incoming WhatsApp is set up (whatsapp-settings.ts);
// 404 otherwise. GET is the subscription check; POST a notification, taken only with the app's
// signature over its raw bytes. Mounted before the same-origin check: Meta sends no cookie and is
// no browser, and the signature is what proves the caller. Every call, signed or not, spends the
// address's allowance first; a refused signature is an audit event (counted as anonymous refusals
// are, so nobody can fill the trail) and changes nothing.
import { Hono } from 'hono';
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
import { readNotification } from '../whatsapp/webhook-payload';

/** Meta's notifications are small; a batch of them stays well under this. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

const REFUSED = {
  missing: { status: 401, code: 'whatsapp.signature_missing', detail: 'Refused: a WhatsApp notification without a signature.' },
  invalid: { status: 403, code: 'whatsapp.signature_invalid', detail: 'Refused: a WhatsApp notification whose signature does not match.' },
} as const;

export function whatsappWebhookRoutes(deps: AppDeps): Hono {
  const { config } = deps;
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (!config.whatsapp.inbox) throw new ApiError(404, 'not_found');
    await spendAllowance(deps, `whatsapp-webhook:ip:${clientIp(c, config)}`, config.limits.whatsappWebhookPerIp, 'whatsapp.too_many');
    await next();
  });

  app.get('/', (c) => {
    const inbox = config.whatsapp.inbox!;
    const challenge = c.req.query('hub.challenge') ?? '';
    const subscribed = c.req.query('hub.mode') === 'subscribe' && sameSecret(c.req.query('hub.verify_token') ?? '', inbox.verifyToken);
    // Meta's challenge is a number; nothing else is echoed.
    if (!subscribed || !/^[\w-]{1,128}$/.test(challenge)) throw new ApiError(403, 'whatsapp.verify_refused');
    c.header('Content-Type', 'text/plain; charset=utf-8');
    return c.body(challenge);
  });

  app.post('/', async (c) => {
    const inbox = config.whatsapp.inbox!;
    const raw = await readLimited(c.req.raw, WEBHOOK_BODY_LIMIT);
    const check = checkSignature(inbox.appSecret, raw, c.req.header('x-hub-signature-256'));
    if (check !== 'valid') {
      const refused = REFUSED[check];
      const ip = clientIp(c, config);
      const detail = await refusalDetail(deps, 'whatsapp.signature_refused', ip, refused.detail);
      if (detail !== null) await recordAudit(deps, { actor: null, role: null, action: 'whatsapp.signature_refused', target: null, detail, ip, ok: false });
      throw new ApiError(refused.status, refused.code);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as unknown;
    } catch {
      throw new ApiError(400, 'body.not_json');
    }
    await takeIn(deps, readNotification(payload, config.now()));
    return answer(c, 'Message', said('whatsapp.received'));
  });

  return app;
}
