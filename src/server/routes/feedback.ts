// /api/feedback: anyone may post (rate-limited per IP); the public sees the 6 newest approved.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { spendAllowance } from '../auth/login-throttle';
import type { AppDeps } from '../deps';
import { said } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { clientIp } from '../http/client-ip';
import { keys } from '../http/client-keys';
import { readJson } from '../http/json-body';
import { publicFeedbackView } from '../services/feedback-view';
import { PUBLIC_FEEDBACK_COUNT } from '../store/types';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function feedbackRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();
  const at = below(API.feedback);

  app.get(at(API.feedback), async (c) => {
    // Browsers always ask again (an admin sees their change at once); a CDN may hold it 30 s.
    c.header('Cache-Control', 'public, max-age=0, s-maxage=30');
    return answer(c, 'PublicFeedbackList', { feedback: (await store.feedback.listApproved(PUBLIC_FEEDBACK_COUNT)).map(publicFeedbackView) });
  });

  app.post(at(API.feedback), failAs('feedback.submit_failed'), async (c) => {
    const body = validateBody('feedback', await readJson(c));
    await spendAllowance(
      deps,
      keys.feedbackIp(clientIp(c, config)),
      config.limits.feedbackPerIp,
      'feedback.too_many',
    );
    await store.feedback.create({
      id: randomUUID(),
      name: body.name.trim(),
      email: body.email?.trim() || null,
      rating: body.rating,
      message: body.message.trim(),
      serviceType: body.service_type ? body.service_type : null,
      approved: null,
      createdAt: config.now(),
    });
    return answer(c, 'Message', said('feedback.submitted'), 201);
  });

  return app;
}
