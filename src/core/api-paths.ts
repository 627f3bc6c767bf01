// Every path of our own API, below API_ROOT (src/core/api-url.ts): the server registers each handler
// at one of these (src/server/routes/, each group under its base) and the browser calls them through
// apiFetch, so a path is written once. Read them as a namespace (`import * as API`), which lets the
// build keep only the paths a page calls. `:name` is a path parameter, filled by apiPath.
// tests/server/api-paths.test.ts holds this list equal to what the server serves.
export const health = '/health';

export const auth = '/auth';
export const signup = '/auth/signup';
export const login = '/auth/login';
export const logout = '/auth/logout';
export const session = '/auth/session';
export const me = '/auth/me';
export const otpSend = '/auth/otp/send';
export const otpResend = '/auth/otp/resend';
export const otpVerify = '/auth/otp/verify';
export const passwordReset = '/auth/password/reset';
export const passwordChange = '/auth/password/change';

export const services = '/services';
export const listing = '/listing';
export const feedback = '/feedback';
export const formStats = '/form-stats';
export const grievances = '/grievances';
export const grievanceAnswer = '/grievances/answer';

export const requests = '/requests';
export const requestFix = '/requests/fix';
export const requestFixSent = '/requests/fix/sent';
export const requestGuardian = '/requests/guardian';
export const guardianCode = '/requests/guardian/code';
export const guardianVerify = '/requests/guardian/verify';
export const track = '/requests/track';
export const trackData = '/requests/track/data';
export const trackErase = '/requests/track/erase';
export const trackUpdates = '/requests/track/updates';

export const myRequests = '/me/requests';
export const myRequest = '/me/requests/:id';
export const myVehicles = '/me/vehicles';
export const myVehicle = '/me/vehicles/:id';
export const mySettings = '/me/settings';
export const myNominee = '/me/nominee';
export const myAccountNotice = '/me/account-notice';
export const myAccount = '/me/account';
export const myAccountData = '/me/account/data';
export const myAccountErase = '/me/account/erase';

export const whatsappWebhook = '/whatsapp/webhook';

export const admin = '/admin';
export const adminLogin = '/admin/login';
export const adminLogout = '/admin/logout';
export const adminMe = '/admin/me';
export const admins = '/admin/admins';
export const adminAccount = '/admin/admins/:id';
export const audit = '/admin/audit';
export const adminServices = '/admin/services';
export const adminService = '/admin/services/:id';
export const adminFeedback = '/admin/feedback';
export const adminFeedbackItem = '/admin/feedback/:id';
export const adminGrievances = '/admin/grievances';
export const adminGrievance = '/admin/grievances/:reference';
export const adminGrievanceAnswer = '/admin/grievances/:reference/answer';
export const adminListing = '/admin/listing';
export const adminListingEntry = '/admin/listing/entries/:entryId';
export const adminListingOrder = '/admin/listing/order';
export const insights = '/admin/insights';
export const dropOff = '/admin/insights/drop-off';
export const weekSummary = '/admin/insights/summary';
export const adminWhatsApp = '/admin/whatsapp';
export const whatsappThread = '/admin/whatsapp/requests/:id';
export const whatsappReply = '/admin/whatsapp/requests/:id/reply';
export const whatsappUnmatched = '/admin/whatsapp/unmatched';
export const whatsappLink = '/admin/whatsapp/messages/:id/link';
export const whatsappMedia = '/admin/whatsapp/messages/:id/media/:index';
export const adminRequests = '/admin/requests';
export const adminRequestCounts = '/admin/requests/counts';
export const adminRequestTally = '/admin/requests/tally';
export const adminRequestsExport = '/admin/requests/export.csv';
export const adminRequest = '/admin/requests/:id';
export const adminRequestStatus = '/admin/requests/:id/status';
export const adminRequestFixable = '/admin/requests/:id/fixable';
export const adminRequestReturn = '/admin/requests/:id/return';
