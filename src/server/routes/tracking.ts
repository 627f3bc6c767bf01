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
import * as API from '../../core/api-paths';
import { apiUrl } from '../../core/api-url';

export function trackingRoutes(app: Hono, deps: AppDeps): void {
  app.route(apiUrl(API.requestFix), requestFixRoutes(deps));
  app.route(apiUrl(API.track), trackDataRoutes(deps));
  app.route(apiUrl(API.requestGuardian), requestGuardianRoutes(deps));
  app.route(apiUrl(API.requests), requestRoutes(deps));
  app.route(apiUrl(API.myRequests), meRequestRoutes(deps));
  app.route(apiUrl(API.myVehicles), meVehicleRoutes(deps));
  app.route(apiUrl(API.mySettings), meSettingsRoutes(deps));
  app.route(apiUrl(API.myNominee), meNomineeRoutes(deps));
  app.route(apiUrl(API.myAccountNotice), meAccountNoticeRoutes(deps));
  app.route(apiUrl(API.myAccount), meAccountRoutes(deps));
  app.route(apiUrl(API.adminRequests), adminRequestRoutes(deps));
}
