import { describe, expect, it } from 'vitest';
import { configFromEnv, defaultConfig } from '../../src/server/config';

describe('config', () => {
  it('hashes passwords at bcrypt cost 12 unless told otherwise', () => {
    expect(defaultConfig().bcryptCost).toBe(12);
    expect(configFromEnv({}).bcryptCost).toBe(12);
    expect(configFromEnv({ BCRYPT_COST: '10' }).bcryptCost).toBe(10);
    expect(() => configFromEnv({ BCRYPT_COST: '3' })).toThrow();
  });

  it('uses the production constants', () => {
    const c = defaultConfig();
    expect(c.otp).toMatchObject({ ttlMs: 600_000, resendAfterMs: 30_000, maxWrongTries: 5 });
    expect(c.limits.otpPerPhoneAndClient).toEqual({ max: 5, windowMs: 3_600_000 });
  });

  it('waits 30 s before a new code unless OTP_RESEND_AFTER_SECONDS says otherwise, within 1-600 s', () => {
    expect(configFromEnv({}).otp.resendAfterMs).toBe(30_000);
    expect(configFromEnv({ OTP_RESEND_AFTER_SECONDS: '8' }).otp.resendAfterMs).toBe(8_000);
    for (const bad of ['0', '601', '2.5', 'soon']) expect(() => configFromEnv({ OTP_RESEND_AFTER_SECONDS: bad })).toThrow();
  });

  it('allows 20 sign-ups an hour from one address unless SIGNUPS_PER_HOUR says otherwise, within 1-10000', () => {
    expect(configFromEnv({}).limits.signupPerIp).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(configFromEnv({ SIGNUPS_PER_HOUR: '200' }).limits.signupPerIp).toEqual({ max: 200, windowMs: 3_600_000 });
    for (const bad of ['0', '10001', '2.5', 'many']) expect(() => configFromEnv({ SIGNUPS_PER_HOUR: bad })).toThrow();
  });

  it('keeps WhatsApp messages and drop-off counters 90 days unless WHATSAPP_RETENTION_DAYS / FORM_STATS_RETENTION_DAYS say otherwise, within 1-3650', () => {
    const DAY = 24 * 3600_000;
    expect(configFromEnv({})).toMatchObject({ whatsappRetentionMs: 90 * DAY, formStatsRetentionMs: 90 * DAY });
    expect(configFromEnv({ WHATSAPP_RETENTION_DAYS: '30', FORM_STATS_RETENTION_DAYS: '400' })).toMatchObject({ whatsappRetentionMs: 30 * DAY, formStatsRetentionMs: 400 * DAY });
    for (const bad of ['0', '3651', '2.5', 'forever']) {
      expect(() => configFromEnv({ WHATSAPP_RETENTION_DAYS: bad })).toThrow();
      expect(() => configFromEnv({ FORM_STATS_RETENTION_DAYS: bad })).toThrow();
    }
  });

  it("keeps each kind the decided period unless its *_RETENTION_DAYS says otherwise, within 1-3650", () => {
    const DAY = 24 * 3600_000;
    const settings = {
      REQUEST_RETENTION_DAYS: ['requestRetentionMs', 365],
      ACCOUNT_RETENTION_DAYS: ['accountRetentionMs', 1095],
      AUDIT_RETENTION_DAYS: ['auditRetentionMs', 365],
      AUDIT_ADDRESS_RETENTION_DAYS: ['auditAddressRetentionMs', 30],
      FEEDBACK_RETENTION_DAYS: ['feedbackRetentionMs', 365],
      GRIEVANCE_RETENTION_DAYS: ['grievanceRetentionMs', 365],
    } as const;
    for (const [name, [field, days]] of Object.entries(settings)) {
      expect(configFromEnv({})[field], name).toBe(days * DAY);
      expect(configFromEnv({ [name]: '7' })[field], name).toBe(7 * DAY);
      for (const bad of ['0', '3651', '2.5', 'forever']) expect(() => configFromEnv({ [name]: bad }), `${name}=${bad}`).toThrow(name);
    }
  });

  it('caps texts at 15 a number and 30 an account a day unless TEXTS_PER_PHONE_PER_DAY / TEXTS_PER_ACCOUNT_PER_DAY say otherwise, within 1-1000', () => {
    expect(configFromEnv({}).texts).toEqual({ perPhonePerDay: 15, perAccountPerDay: 30 });
    expect(configFromEnv({ TEXTS_PER_PHONE_PER_DAY: '8', TEXTS_PER_ACCOUNT_PER_DAY: '12' }).texts).toEqual({ perPhonePerDay: 8, perAccountPerDay: 12 });
    for (const bad of ['0', '1001', '2.5', 'lots']) {
      expect(() => configFromEnv({ TEXTS_PER_PHONE_PER_DAY: bad })).toThrow();
      expect(() => configFromEnv({ TEXTS_PER_ACCOUNT_PER_DAY: bad })).toThrow();
    }
  });

  it('answers Meta\'s webhook only with both WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN, and refuses to start with one alone', () => {
    expect(configFromEnv({}).whatsapp).toEqual({ inbox: null, api: null });
    expect(configFromEnv({ WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' }).whatsapp.inbox).toEqual({ appSecret: 's', verifyToken: 'v' });
    expect(() => configFromEnv({ WHATSAPP_APP_SECRET: 's' })).toThrow(/both WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN/);
    expect(() => configFromEnv({ WHATSAPP_VERIFY_TOKEN: 'v' })).toThrow(/both WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN/);
    // Replies and media use the status texts' Graph API settings.
    expect(configFromEnv({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123' }).whatsapp.api).toMatchObject({ token: 't', phoneNumberId: '123', template: 'request_status_update' });
  });

  it('reads proxy, cookie and origin settings', () => {
    const c = configFromEnv({ TRUST_PROXY: 'true', SECURE_COOKIES: 'true', ALLOWED_ORIGINS: 'https://a.in, https://b.in' });
    expect(c).toMatchObject({ trustProxy: true, secureCookies: true, allowedOrigins: ['https://a.in', 'https://b.in'] });
  });

  it('takes TRUST_PROXY as true/1 or false/0, and refuses to start on anything else', () => {
    for (const on of ['true', '1', 'TRUE', ' 1 ']) expect(configFromEnv({ TRUST_PROXY: on }).trustProxy).toBe(true);
    for (const off of ['false', '0', 'False']) expect(configFromEnv({ TRUST_PROXY: off }, { trustProxy: true }).trustProxy).toBe(false);
    expect(configFromEnv({}).trustProxy).toBe(false);
    // The Cloud Function's default: behind Hosting unless told otherwise.
    expect(configFromEnv({}, { trustProxy: true }).trustProxy).toBe(true);
    for (const typo of ['yes', 'ture', 'on', '2']) expect(() => configFromEnv({ TRUST_PROXY: typo })).toThrow(`TRUST_PROXY must be true, false, 1 or 0, got "${typo}"`);
  });
});

describe('purge cutoffs', () => {
  it('never cut a live session, code or counter short', async () => {
    const { purgeCutoffs } = await import('../../src/server/store/purge-cutoffs');
    const c = defaultConfig();
    const now = 10 ** 12;
    const cut = purgeCutoffs(c, now);
    expect(cut.sessionExpiredBefore).toBe(now);
    expect(now - cut.sessionSeenBefore).toBe(c.session.userIdleMs);
    expect(now - cut.otpExpiredBefore).toBe(c.otp.resetWindowMs);
    expect(now - cut.counterHitBefore).toBeGreaterThan(c.limits.otpPerPhoneAndClient.windowMs + c.limits.loginMaxDelayMs);
  });
});
