// Mounts the request-tracking routes: recording and tracking requests, the signed-in user's
// requests, vehicles, settings and account, the download and erasure of one's data, and the support
// desk's status changes.
import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { adminRequestRoutes } from './admin-requests';
import { meRequestRoutes } from './me-requests';
import { meSettingsRoutes } from './me-settings';
import { meAccountNoticeRoutes } from './me-account-notice';
import { meNomineeRoutes } from './me-nominee';
import { meVehicleRoutes } from './me-vehicles';
import { requestRoutes } from './requests';
import { requestFixRoutes } from './request-fix';
import { meAccountRoutes } from './me-account';
import { trackDataRoutes } from './track-data';
import { requestGuardianRoutes } from './request-guardian';

export function trackingRoutes(app: Hono, deps: AppDeps): void {
  app.route('/api/requests/fix', requestFixRoutes(deps));
  app.route('/api/requests/track', trackDataRoutes(deps));
  app.route('/api/requests/guardian', requestGuardianRoutes(deps));
  app.route('/api/requests', requestRoutes(deps));
  app.route('/api/me/requests', meRequestRoutes(deps));
  app.route('/api/me/vehicles', meVehicleRoutes(deps));
  app.route('/api/me/settings', meSettingsRoutes(deps));
  app.route('/api/me/nominee', meNomineeRoutes(deps));
  app.route('/api/me/account-notice', meAccountNoticeRoutes(deps));
  app.route('/api/me/account', meAccountRoutes(deps));
  app.route('/api/admin/requests', adminRequestRoutes(deps));
}
