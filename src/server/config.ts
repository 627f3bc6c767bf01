// Server settings: production values by default, each overridable from the environment (and by
// tests, which lower the bcrypt cost and drive the clock).
import { perLanguage, type Lang } from '../core/languages';
import type { SearchDoc } from '../core/service-search';
import { serverTexts } from './texts/server-texts';
import type { SeedListing } from './services/catalog-seed';
import { siteUrl } from '../catalog/sitemap';
import { defaultTrackingConfig, type TrackingConfig } from './tracking/tracking-config';
import type { SiteName } from './sms/sms-texts';
import { whatsappSettingsFromEnv, type WhatsAppSettings } from './whatsapp-api/whatsapp-settings';
import { LOCAL_PROXY_PEERS, proxyPeersFromEnv } from './http/proxy-peers';
import type { LimitRule } from './limit-rule';

/** The text ledger's caps (src/server/texts/text-ledger.ts): TEXTS_PER_PHONE_PER_DAY, TEXTS_PER_ACCOUNT_PER_DAY. */
export interface TextLimits {
  perPhonePerDay: number;
  perAccountPerDay: number;
}

export interface ServerConfig {
  /** bcrypt cost; 12 in production (lower only in tests). */
  bcryptCost: number;
  /** Hold every JSON answer to its schema in schemas/api/answers/ (src/server/http/check-answers.ts); on in the API tests. */
  checkAnswers: boolean;
  /** Secure cookies: 'auto' = everywhere except localhost. */
  secureCookies: 'auto' | boolean;
  /** Take the client address from X-Forwarded-For (behind Firebase Hosting / a proxy). */
  trustProxy: boolean;
  /** With trustProxy: the client's place in X-Forwarded-For counted from the right (1 = last). */
  proxyHops: number;
  /**
   * With trustProxy: the socket peers that are the proxies (addresses, CIDR ranges, or `*`); from
   * any other peer X-Forwarded-For is not read. The local server's default is the host and private
   * networks; the Cloud Function's `*`.
   */
  proxyPeers: readonly string[];
  /** Extra origins allowed to send state-changing requests (besides the request's own host). */
  allowedOrigins: string[];
  /** Key of the HMAC under which OTP codes are stored (the local server makes one if unset). */
  otpPepper: string;
  /** Key of the HMAC that signs fix links (FIX_LINK_SECRET; the local server makes one if unset). */
  fixLinkSecret: string;
  session: {
    userIdleMs: number;
    userAbsoluteMs: number;
    adminIdleMs: number;
    adminAbsoluteMs: number;
  };
  otp: {
    ttlMs: number;
    resendAfterMs: number;
    maxWrongTries: number;
    /** How long a verified code allows the password to be reset. */
    resetWindowMs: number;
  };
  limits: {
    /** Codes texted to one phone for one client address, or for one browser that signed in to its account before. */
    otpPerPhoneAndClient: LimitRule;
    /**
     * Codes texted to one phone from any client: caps what strangers can make it receive, whatever
     * addresses they claim in X-Forwarded-For. A browser that signed in to the account before does
     * not spend it, nor is refused by it.
     */
    otpPerPhone: LimitRule;
    /** Codes sent from one client address, to any phone. */
    otpPerIp: LimitRule;
    /** Codes checked from one client address (each code also allows only its own few tries). */
    otpVerifyPerIp: LimitRule;
    feedbackPerIp: LimitRule;
    /** Grievances sent from one client address: a complaint is rare, a flood is not one. */
    grievancePerIp: LimitRule;
    /** Look-ups of a grievance's answer from one client address: a reference is 50 random bits, this keeps guessing at the mobile number slow too. */
    grievanceLookupPerIp: LimitRule;
    /** Each signup costs a bcrypt hash and a row: capped per address. */
    signupPerIp: LimitRule;
    /** Failed sign-ins of one account from one client before the growing delay starts. */
    loginPerPair: LimitRule;
    /**
     * Failed sign-ins of one account from one client in a day: past it that client is refused for
     * the account until the day ends. The owner's proof gives none back, so forcing the step-up
     * again takes the attacker fresh addresses.
     */
    loginPerPairDay: LimitRule;
    /**
     * Consecutive failed sign-ins of one account from anywhere: past it the account takes no
     * password until a reset (or the window ends). Not hourly, so guessing stays bounded.
     */
    loginPerAccount: LimitRule;
    loginPerIp: LimitRule;
    /** Attempts to set a new password with a token that is not valid, per client address. */
    resetPerIp: LimitRule;
    /** Texts telling an owner that failed sign-ins shut their password off: one a day per phone. */
    stepUpNoticePerPhone: LimitRule;
    /** Signed notifications of Meta's webhook from one client address (counted once the signature holds). */
    whatsappWebhookPerIp: LimitRule;
    /** Calls of Meta's webhook from one client address that prove nothing: subscription checks, notifications refused for their signature. */
    whatsappWebhookUnsignedPerIp: LimitRule;
    loginBaseDelayMs: number;
    loginMaxDelayMs: number;
  };
  /** The one text ledger's caps (src/server/texts/text-ledger.ts). */
  texts: TextLimits;
  /** The site's name in text messages, in each language: the catalogue's, once it is loaded. */
  siteName: SiteName;
  /** The public address links in text messages lead to (SITE_URL; the local server's own by default). */
  siteUrl: string;
  /** Routes an admin service link may point at; null accepts any site path. */
  knownRoutes: ReadonlySet<string> | null;
  /** The catalogue's cards per listing category (what admins' run-time changes apply to); null when the catalogue could not be loaded. */
  listing: SeedListing | null;
  /** The service search (GET /search): the catalogue's index, and the built search page of a language to write results into (null when not built). */
  search: { index: readonly SearchDoc[]; page: (lang: Lang) => Promise<string | null> };
  /** Recorded requests, vehicles and reminders. */
  tracking: TrackingConfig;
  /** How long a done request (completed or closed) is kept from its last change, before it is reduced to counts. */
  requestRetentionMs: number;
  /** How long an account is kept without a sign-in (and 48 hours after its owner was warned, ACCOUNT_WARNING_MS). */
  accountRetentionMs: number;
  /** How long audit events are kept. */
  auditRetentionMs: number;
  /** How long an audit event keeps the whole client address; then it is cut to its network (/24, IPv6 /48). */
  auditAddressRetentionMs: number;
  /** How long feedback is kept after it came, unless the site still shows it. */
  feedbackRetentionMs: number;
  /** How long WhatsApp messages are kept once their request is done (completed or closed), or after they came when unmatched. */
  whatsappRetentionMs: number;
  /** How long a day's drop-off counters are kept. */
  formStatsRetentionMs: number;
  /** How long `npm run backup` keeps a copy of the store in its folder (by the time in its name). */
  backupRetentionMs: number;
  /** How long a grievance is kept once answered (an open one is kept until it is). */
  grievanceRetentionMs: number;
  /** The most requests one CSV export may hold; past it the desk narrows the filters. */
  exportMaxRows: number;
  /** Incoming WhatsApp (Meta's webhook) and the desk's replies; off by default. */
  whatsapp: WhatsAppSettings;
  now: () => number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_BCRYPT_COST = 12;

/**
 * Firebase Hosting -> Cloud Functions: Hosting's CDN appends the visitor's address to
 * X-Forwarded-For, then Google's front end appends the CDN node's address and its own, so the
 * visitor is third from the right (docs/server.md).
 */
export const FIREBASE_HOSTING_HOPS = 3;

export function defaultConfig(): ServerConfig {
  return {
    bcryptCost: DEFAULT_BCRYPT_COST,
    checkAnswers: false,
    secureCookies: 'auto',
    trustProxy: false,
    proxyHops: FIREBASE_HOSTING_HOPS,
    proxyPeers: LOCAL_PROXY_PEERS,
    allowedOrigins: [],
    otpPepper: '',
    fixLinkSecret: '',
    session: {
      userIdleMs: 7 * DAY,
      userAbsoluteMs: 30 * DAY,
      adminIdleMs: 30 * MINUTE,
      adminAbsoluteMs: 12 * HOUR,
    },
    otp: { ttlMs: 10 * MINUTE, resendAfterMs: 30_000, maxWrongTries: 5, resetWindowMs: 10 * MINUTE },
    limits: {
      otpPerPhoneAndClient: { max: 5, windowMs: HOUR },
      otpPerPhone: { max: 10, windowMs: HOUR },
      otpPerIp: { max: 20, windowMs: HOUR },
      otpVerifyPerIp: { max: 30, windowMs: 10 * MINUTE },
      feedbackPerIp: { max: 5, windowMs: 10 * MINUTE },
      grievancePerIp: { max: 5, windowMs: HOUR },
      grievanceLookupPerIp: { max: 30, windowMs: HOUR },
      signupPerIp: { max: 20, windowMs: HOUR },
      loginPerPair: { max: 5, windowMs: HOUR },
      loginPerPairDay: { max: 10, windowMs: DAY },
      // NIST SP 800-63B: at most 100 consecutive failures per account.
      loginPerAccount: { max: 100, windowMs: 30 * DAY },
      // Generous: many phones share one address behind carrier-grade NAT.
      loginPerIp: { max: 100, windowMs: HOUR },
      resetPerIp: { max: 20, windowMs: HOUR },
      stepUpNoticePerPhone: { max: 1, windowMs: DAY },
      // Meta delivers in bursts from a few addresses: enough for a busy desk, not for a flood.
      whatsappWebhookPerIp: { max: 600, windowMs: MINUTE },
      // Meta's subscription check comes once, when the operator sets the webhook up; refusals need no more.
      whatsappWebhookUnsignedPerIp: { max: 60, windowMs: MINUTE },
      loginBaseDelayMs: 30_000,
      loginMaxDelayMs: 15 * MINUTE,
    },
    // A number's own day: a few codes, a notice, 3 reminders, each status change of a request or two
    // on SMS and WhatsApp. An account's reaches the contact numbers of its requests too.
    texts: { perPhonePerDay: 15, perAccountPerDay: 30 },
    // catalog/site.yaml's `name` (tests/server/seed.test.ts keeps them equal), for a server started
    // without the catalogue.
    siteName: perLanguage((lang) => serverTexts(lang).siteName),
    siteUrl: siteUrl(undefined),
    knownRoutes: null,
    listing: null,
    search: { index: [], page: () => Promise.resolve(null) },
    tracking: defaultTrackingConfig(),
    // The periods of docs/decisions.md ("Consent and retention"), each a *_RETENTION_DAYS setting;
    // docs/server.md (Limits) says why each is as long as it is.
    requestRetentionMs: 365 * DAY,
    accountRetentionMs: 3 * 365 * DAY,
    auditRetentionMs: 365 * DAY,
    auditAddressRetentionMs: 30 * DAY,
    feedbackRetentionMs: 365 * DAY,
    whatsappRetentionMs: 90 * DAY,
    formStatsRetentionMs: 90 * DAY,
    backupRetentionMs: 30 * DAY,
    grievanceRetentionMs: 365 * DAY,
    exportMaxRows: 10_000,
    whatsapp: { inbox: null, api: null },
    now: () => Date.now(),
  };
}

function envInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

/**
 * A yes/no setting: `true`/`1` or `false`/`0` (any case), `fallback` when unset or empty. Anything
 * else stops the start: a typo must not silently leave the client address trusted, or not.
 */
export function envFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new Error(`${name} must be true, false, 1 or 0, got "${value}"`);
}

/** A retention in whole days from the environment (1 to 10 years), as milliseconds. */
function retentionDays(name: string, value: string | undefined, fallbackMs: number): number {
  const days = value === undefined || value.trim() === '' ? fallbackMs / DAY : Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 3650) throw new Error(`${name} must be a whole number of days, 1-3650, got "${value}"`);
  return days * DAY;
}

/**
 * Reads BCRYPT_COST, SECURE_COOKIES, TRUST_PROXY, TRUST_PROXY_HOPS, TRUST_PROXY_PEERS, ALLOWED_ORIGINS, OTP_PEPPER,
 * FIX_LINK_SECRET, OTP_RESEND_AFTER_SECONDS, SIGNUPS_PER_HOUR, GRIEVANCES_PER_HOUR, GRIEVANCE_LOOKUPS_PER_HOUR, TEXTS_PER_PHONE_PER_DAY, TEXTS_PER_ACCOUNT_PER_DAY, SITE_URL,
 * the retention periods (REQUEST_, ACCOUNT_, AUDIT_, AUDIT_ADDRESS_, FEEDBACK_, WHATSAPP_, FORM_STATS_, BACKUP_ and GRIEVANCE_RETENTION_DAYS)
 * and the WhatsApp settings (whatsapp-api/whatsapp-settings.ts).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, defaults: { trustProxy: boolean; proxyPeers?: readonly string[] } = { trustProxy: false }): ServerConfig {
  const config = defaultConfig();
  config.bcryptCost = envInt(env.BCRYPT_COST, DEFAULT_BCRYPT_COST);
  if (config.bcryptCost < 4 || config.bcryptCost > 31) throw new Error('BCRYPT_COST must be 4-31');
  if (env.SECURE_COOKIES === 'true') config.secureCookies = true;
  if (env.SECURE_COOKIES === 'false') config.secureCookies = false;
  config.trustProxy = envFlag('TRUST_PROXY', env.TRUST_PROXY, defaults.trustProxy);
  config.proxyHops = envInt(env.TRUST_PROXY_HOPS, FIREBASE_HOSTING_HOPS);
  if (config.proxyHops < 1 || config.proxyHops > 10) throw new Error('TRUST_PROXY_HOPS must be 1-10');
  config.proxyPeers = proxyPeersFromEnv(env.TRUST_PROXY_PEERS, defaults.proxyPeers ?? LOCAL_PROXY_PEERS);
  config.allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  config.otpPepper = env.OTP_PEPPER ?? '';
  config.fixLinkSecret = env.FIX_LINK_SECRET ?? '';
  // Shorter only for the end-to-end tests, which would otherwise wait out the real window.
  const resendAfterSeconds = envInt(env.OTP_RESEND_AFTER_SECONDS, config.otp.resendAfterMs / 1000);
  if (resendAfterSeconds < 1 || resendAfterSeconds > 600) throw new Error('OTP_RESEND_AFTER_SECONDS must be 1-600');
  config.otp.resendAfterMs = resendAfterSeconds * 1000;
  // Higher where many people sign up from one address: a service centre's counter, the e2e suite.
  config.limits.signupPerIp.max = envInt(env.SIGNUPS_PER_HOUR, config.limits.signupPerIp.max);
  if (config.limits.signupPerIp.max < 1 || config.limits.signupPerIp.max > 10_000) throw new Error('SIGNUPS_PER_HOUR must be 1-10000');
  // Higher for the end-to-end suite, whose every complaint comes from 127.0.0.1 and whose retries repeat them.
  config.limits.grievancePerIp.max = envInt(env.GRIEVANCES_PER_HOUR, config.limits.grievancePerIp.max);
  if (config.limits.grievancePerIp.max < 1 || config.limits.grievancePerIp.max > 10_000) throw new Error('GRIEVANCES_PER_HOUR must be 1-10000');
  config.limits.grievanceLookupPerIp.max = envInt(env.GRIEVANCE_LOOKUPS_PER_HOUR, config.limits.grievanceLookupPerIp.max);
  if (config.limits.grievanceLookupPerIp.max < 1 || config.limits.grievanceLookupPerIp.max > 10_000) throw new Error('GRIEVANCE_LOOKUPS_PER_HOUR must be 1-10000');
  config.texts.perPhonePerDay = envInt(env.TEXTS_PER_PHONE_PER_DAY, config.texts.perPhonePerDay);
  if (config.texts.perPhonePerDay < 1 || config.texts.perPhonePerDay > 1000) throw new Error('TEXTS_PER_PHONE_PER_DAY must be 1-1000');
  config.texts.perAccountPerDay = envInt(env.TEXTS_PER_ACCOUNT_PER_DAY, config.texts.perAccountPerDay);
  if (config.texts.perAccountPerDay < 1 || config.texts.perAccountPerDay > 1000) throw new Error('TEXTS_PER_ACCOUNT_PER_DAY must be 1-1000');
  config.siteUrl = siteUrl(env.SITE_URL);
  config.requestRetentionMs = retentionDays('REQUEST_RETENTION_DAYS', env.REQUEST_RETENTION_DAYS, config.requestRetentionMs);
  config.accountRetentionMs = retentionDays('ACCOUNT_RETENTION_DAYS', env.ACCOUNT_RETENTION_DAYS, config.accountRetentionMs);
  config.auditRetentionMs = retentionDays('AUDIT_RETENTION_DAYS', env.AUDIT_RETENTION_DAYS, config.auditRetentionMs);
  config.auditAddressRetentionMs = retentionDays('AUDIT_ADDRESS_RETENTION_DAYS', env.AUDIT_ADDRESS_RETENTION_DAYS, config.auditAddressRetentionMs);
  config.feedbackRetentionMs = retentionDays('FEEDBACK_RETENTION_DAYS', env.FEEDBACK_RETENTION_DAYS, config.feedbackRetentionMs);
  config.whatsappRetentionMs = retentionDays('WHATSAPP_RETENTION_DAYS', env.WHATSAPP_RETENTION_DAYS, config.whatsappRetentionMs);
  config.formStatsRetentionMs = retentionDays('FORM_STATS_RETENTION_DAYS', env.FORM_STATS_RETENTION_DAYS, config.formStatsRetentionMs);
  config.backupRetentionMs = retentionDays('BACKUP_RETENTION_DAYS', env.BACKUP_RETENTION_DAYS, config.backupRetentionMs);
  config.grievanceRetentionMs = retentionDays('GRIEVANCE_RETENTION_DAYS', env.GRIEVANCE_RETENTION_DAYS, config.grievanceRetentionMs);
  config.whatsapp = whatsappSettingsFromEnv(env);
  return config;
}
