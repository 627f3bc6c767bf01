// Server settings: production values by default, each overridable from the environment (and by
// tests, which lower the bcrypt cost and drive the clock).
import { defaultTrackingConfig, type TrackingConfig } from './tracking/tracking-config';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface ServerConfig {
  /** bcrypt cost; 12 in production (spec §9). */
  bcryptCost: number;
  /** Secure cookies: 'auto' = everywhere except localhost. */
  secureCookies: 'auto' | boolean;
  /** Take the client address from X-Forwarded-For (behind Firebase Hosting / a proxy). */
  trustProxy: boolean;
  /** Extra origins allowed to send state-changing requests (besides the request's own host). */
  allowedOrigins: string[];
  /** Keyed hashing of OTP codes at rest; empty means a plain SHA-256 of phone and code. */
  otpPepper: string;
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
    otpPerPhone: LimitRule;
    otpPerIp: LimitRule;
    feedbackPerIp: LimitRule;
    /** Each signup costs a bcrypt hash and a row: capped per address. */
    signupPerIp: LimitRule;
    /** Failed logins before the growing delay starts, and the counting window. */
    loginPerPhone: LimitRule;
    loginPerIp: LimitRule;
    loginBaseDelayMs: number;
    loginMaxDelayMs: number;
  };
  /** The site's name as it appears in text messages. */
  siteName: string;
  /** Routes an admin service link may point at; null accepts any site path. */
  knownRoutes: ReadonlySet<string> | null;
  /** Recorded requests, vehicles and reminders. */
  tracking: TrackingConfig;
  now: () => number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_BCRYPT_COST = 12;

export function defaultConfig(): ServerConfig {
  return {
    bcryptCost: DEFAULT_BCRYPT_COST,
    secureCookies: 'auto',
    trustProxy: false,
    allowedOrigins: [],
    otpPepper: '',
    session: {
      userIdleMs: 7 * DAY,
      userAbsoluteMs: 30 * DAY,
      adminIdleMs: 30 * MINUTE,
      adminAbsoluteMs: 12 * HOUR,
    },
    otp: { ttlMs: 10 * MINUTE, resendAfterMs: 30_000, maxWrongTries: 5, resetWindowMs: 10 * MINUTE },
    limits: {
      otpPerPhone: { max: 5, windowMs: HOUR },
      otpPerIp: { max: 20, windowMs: HOUR },
      feedbackPerIp: { max: 5, windowMs: 10 * MINUTE },
      signupPerIp: { max: 20, windowMs: HOUR },
      loginPerPhone: { max: 5, windowMs: HOUR },
      // Generous: many phones share one address behind carrier-grade NAT.
      loginPerIp: { max: 100, windowMs: HOUR },
      loginBaseDelayMs: 30_000,
      loginMaxDelayMs: 15 * MINUTE,
    },
    siteName: 'AP Vehicle & Licence Assist',
    knownRoutes: null,
    tracking: defaultTrackingConfig(),
    now: () => Date.now(),
  };
}

function envInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

/** Reads BCRYPT_COST, SECURE_COOKIES, TRUST_PROXY, ALLOWED_ORIGINS, OTP_PEPPER. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const config = defaultConfig();
  config.bcryptCost = envInt(env.BCRYPT_COST, DEFAULT_BCRYPT_COST);
  if (config.bcryptCost < 4 || config.bcryptCost > 31) throw new Error('BCRYPT_COST must be 4-31');
  if (env.SECURE_COOKIES === 'true') config.secureCookies = true;
  if (env.SECURE_COOKIES === 'false') config.secureCookies = false;
  config.trustProxy = env.TRUST_PROXY === 'true';
  config.allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  config.otpPepper = env.OTP_PEPPER ?? '';
  return config;
}
