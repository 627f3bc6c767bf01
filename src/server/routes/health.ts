// GET /api/health: 200 when the store answers a read, 503 when it does not, for uptime checks and
// load balancers. Says nothing about why: the reason goes to the log.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { english } from '../http/api-error';
import { stdoutSink } from '../http/request-log';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function healthRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const at = below(API.health);
  app.get(at(API.health), async (c) => {
    try {
      await deps.store.ping();
      return answer(c, 'Health', { ok: true });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      (deps.log ?? stdoutSink)(JSON.stringify({ severity: 'ERROR', message: `health: the store does not answer: ${reason}` }));
      return answer(c, 'Health', { ok: false, error: english('health.store_down'), code: 'health.store_down' }, 503);
    }
  });
  return app;
}
