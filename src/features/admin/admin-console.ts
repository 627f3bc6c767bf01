// The admin console as one chunk, loaded on demand by the /admin routes (one import site keeps the
// public pages' main bundle free of it): its texts and every page.
import './admin-texts';

export { mayOpen } from './admin-tabs';
export { AdminLoginPage } from './admin-login-page';
export { AdminLayout } from './admin-layout';
export { RequestsPage } from './requests/requests-page';
export { DeskRequestPage } from './requests/desk-request-page';
export { ServicesPage } from './services/services-page';
export { FeedbackPage } from './feedback/feedback-page';
export { GrievancesPage } from './grievances/grievances-page';
export { DeskGrievancePage } from './grievances/desk-grievance-page';
export { ActivityPage } from './activity/activity-page';
export { AdminsPage } from './admins/admins-page';
export { DropOffPage } from './insights/drop-off-page';
export { SummaryPage } from './insights/summary-page';
export { UnmatchedPage } from './whatsapp/unmatched-page';
