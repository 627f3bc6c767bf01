// The API payload schemas (schemas/api), imported as JSON so the functions bundle carries them,
// each under its file name (the name its types have in src/shared/api/bodies.ts, and the middle of
// its messages' codes).
import type { CheckedBodies } from '../../shared/api/bodies';
import adminCreate from '../../../schemas/api/admin-create.schema.json';
import adminLogin from '../../../schemas/api/admin-login.schema.json';
import adminUpdate from '../../../schemas/api/admin-update.schema.json';
import authLogin from '../../../schemas/api/auth-login.schema.json';
import otpResend from '../../../schemas/api/auth-otp-resend.schema.json';
import otpSend from '../../../schemas/api/auth-otp-send.schema.json';
import otpVerify from '../../../schemas/api/auth-otp-verify.schema.json';
import passwordChange from '../../../schemas/api/auth-password-change.schema.json';
import passwordReset from '../../../schemas/api/auth-password-reset.schema.json';
import signup from '../../../schemas/api/auth-signup.schema.json';
import feedbackModeration from '../../../schemas/api/feedback-moderation.schema.json';
import feedback from '../../../schemas/api/feedback.schema.json';
import formStats from '../../../schemas/api/form-stats.schema.json';
import grievanceAnswer from '../../../schemas/api/grievance-answer.schema.json';
import grievanceLookup from '../../../schemas/api/grievance-lookup.schema.json';
import grievance from '../../../schemas/api/grievance.schema.json';
import listingEntry from '../../../schemas/api/listing-entry.schema.json';
import listingOrder from '../../../schemas/api/listing-order.schema.json';
import meRequest from '../../../schemas/api/me-request.schema.json';
import newPassword from '../../../schemas/api/new-password.schema.json';
import requestStatus from '../../../schemas/api/request-status.schema.json';
import requestTrack from '../../../schemas/api/request-track.schema.json';
import requestUpdates from '../../../schemas/api/request-updates.schema.json';
import requestGuardianCode from '../../../schemas/api/request-guardian-code.schema.json';
import requestGuardianVerify from '../../../schemas/api/request-guardian-verify.schema.json';
import request from '../../../schemas/api/request.schema.json';
import service from '../../../schemas/api/service.schema.json';
import settings from '../../../schemas/api/settings.schema.json';
import vehicleUpdate from '../../../schemas/api/vehicle-update.schema.json';
import vehicle from '../../../schemas/api/vehicle.schema.json';
import whatsappLink from '../../../schemas/api/whatsapp-link.schema.json';
import whatsappReply from '../../../schemas/api/whatsapp-reply.schema.json';
import requestReturn from '../../../schemas/api/request-return.schema.json';
import requestFix from '../../../schemas/api/request-fix.schema.json';
import requestFixSent from '../../../schemas/api/request-fix-sent.schema.json';
import requestData from '../../../schemas/api/request-data.schema.json';
import accountErase from '../../../schemas/api/account-erase.schema.json';
import nominee from '../../../schemas/api/nominee.schema.json';
import accountNotice from '../../../schemas/api/account-notice.schema.json';

export const API_SCHEMAS = {
  'auth-signup': signup,
  'auth-login': authLogin,
  'auth-otp-send': otpSend,
  'auth-otp-verify': otpVerify,
  'auth-otp-resend': otpResend,
  'auth-password-reset': passwordReset,
  'auth-password-change': passwordChange,
  'admin-login': adminLogin,
  'admin-create': adminCreate,
  'admin-update': adminUpdate,
  service,
  'listing-entry': listingEntry,
  'listing-order': listingOrder,
  feedback,
  'feedback-moderation': feedbackModeration,
  grievance,
  'grievance-answer': grievanceAnswer,
  'grievance-lookup': grievanceLookup,
  request,
  'request-track': requestTrack,
  'request-updates': requestUpdates,
  'request-guardian-code': requestGuardianCode,
  'request-guardian-verify': requestGuardianVerify,
  'request-status': requestStatus,
  'me-request': meRequest,
  vehicle,
  'vehicle-update': vehicleUpdate,
  settings,
  'form-stats': formStats,
  'whatsapp-reply': whatsappReply,
  'whatsapp-link': whatsappLink,
  'request-return': requestReturn,
  'request-fix': requestFix,
  'request-fix-sent': requestFixSent,
  'request-data': requestData,
  'account-erase': accountErase,
  nominee,
  'account-notice': accountNotice,
} as const satisfies Record<keyof CheckedBodies, unknown>;

export type SchemaName = keyof typeof API_SCHEMAS;

/** Schemas of single values that the body schemas point at with $ref (by their file name). */
export const SHARED_SCHEMAS = { 'new-password.schema.json': newPassword } as const;
