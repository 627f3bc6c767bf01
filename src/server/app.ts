// The HTTP app: /api, and the service search's results page (/search), which needs the server. The local server and the Cloud Function both wrap this same factory.
import { Hono } from 'hono';
import { auditTrail } from './audit/audit-trail';
import type { AppDeps } from './deps';
import { ApiError, errorBody } from './http/api-error';
import { checkAnswers } from './http/check-answers';
import { failureCode } from './http/fail-as';
import { logFailure, requestLog, stdoutSink } from './http/request-log';
import { sameOrigin } from './http/same-origin';
import { applySecurityHeaders } from './http/security-headers';
import { adminAccountRoutes } from './routes/admin-accounts';
import { adminAuditRoutes } from './routes/admin-audit';
import { adminAuthRoutes } from './routes/admin-auth';
import { adminFeedbackRoutes } from './routes/admin-feedback';
import { adminGrievanceRoutes } from './routes/admin-grievances';
import { adminInsightRoutes } from './routes/admin-insights';
import { adminListingRoutes } from './routes/admin-listing';
import { adminServiceRoutes } from './routes/admin-services';
import { adminWhatsAppRoutes } from './routes/admin-whatsapp';
import { authRoutes } from './routes/auth';
import { otpRoutes } from './routes/auth-otp';
import { feedbackRoutes } from './routes/feedback';
import { formStatsRoutes } from './routes/form-stats';
import { grievanceRoutes } from './routes/grievances';
import { healthRoutes } from './routes/health';
import { listingRoutes } from './routes/listing';
import { serviceRoutes } from './routes/services';
import { trackingRoutes } from './routes/tracking';
import { whatsappWebhookRoutes } from './routes/whatsapp-webhook';
import { searchPageRoutes } from './search/search-page';
import { ledgeredNotifier, ledgeredSms } from './texts/ledgered';
import { textLedger } from './texts/text-ledger';
import * as API from '../core/api-paths';
import { apiUrl } from '../core/api-url';

export function createApp(given: AppDeps): Hono {
  const app = new Hono();
  const log = given.log ?? stdoutSink;
  // Every text the routes send passes the one ledger (src/server/texts/text-ledger.ts).
  const ledger = textLedger({ store: given.store, limits: given.config.texts, now: () => given.config.now(), log });
  const deps: AppDeps = { ...given, sms: ledgeredSms(given.sms, ledger), notifiers: given.notifiers?.map((n) => ledgeredNotifier(n, ledger)), texts: ledger };

  app.use('*', requestLog(log));
  if (deps.config.checkAnswers) app.use(apiUrl('/*'), checkAnswers());
  app.use('*', async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers);
    // `private`: Firebase Hosting drops Set-Cookie from a function's answer unless it is private,
    // so without it sign-in and sign-up would set no session behind Hosting.
    if (c.req.path.startsWith(apiUrl('/')) && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'private, no-store');
    }
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
      return c.json(errorBody(err), err.status);
    }
    // Unexpected: log it here, tell the client nothing about the internals.
    logFailure(log, c.req.method, c.req.path, err);
    return c.json(errorBody(new ApiError(500, failureCode(c.req.raw))), 500);
  });

  // Meta's webhook proves itself by its signature, not as a browser of our own pages: before the same-origin check.
  app.route(apiUrl(API.whatsappWebhook), whatsappWebhookRoutes(deps));
  app.use(apiUrl('/*'), sameOrigin(deps.config));

  app.route(apiUrl(API.health), healthRoutes(deps));
  app.route(apiUrl(API.auth), authRoutes(deps));
  app.route(apiUrl(API.auth), otpRoutes(deps));
  app.route(apiUrl(API.services), serviceRoutes(deps));
  app.route(apiUrl(API.listing), listingRoutes(deps));
  app.route(apiUrl(API.feedback), feedbackRoutes(deps));
  app.route(apiUrl(API.grievances), grievanceRoutes(deps));
  app.route(apiUrl(API.formStats), formStatsRoutes(deps));
  // Before every admin route: it records what they did once they have answered.
  app.use(apiUrl(`${API.admin}/*`), auditTrail(deps));
  app.route(apiUrl(API.admin), adminAuthRoutes(deps));
  app.route(apiUrl(API.admins), adminAccountRoutes(deps));
  app.route(apiUrl(API.audit), adminAuditRoutes(deps));
  app.route(apiUrl(API.adminServices), adminServiceRoutes(deps));
  app.route(apiUrl(API.adminFeedback), adminFeedbackRoutes(deps));
  app.route(apiUrl(API.adminGrievances), adminGrievanceRoutes(deps));
  app.route(apiUrl(API.adminListing), adminListingRoutes(deps));
  app.route(apiUrl(API.insights), adminInsightRoutes(deps));
  app.route(apiUrl(API.adminWhatsApp), adminWhatsAppRoutes(deps));
  trackingRoutes(app, deps);
  searchPageRoutes(app, deps);
  app.all(apiUrl('/*'), (c) => c.json(errorBody(new ApiError(404, 'not_found')), 404));

  return app;
}
