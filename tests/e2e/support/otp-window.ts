// The end-to-end server's wait before a new code to the same number (OTP_RESEND_AFTER_SECONDS): short,
// so the resend tests do not wait out the real 30 s (tests/server/otp.test.ts covers that one).
export const OTP_RESEND_SECONDS = 10;

/** The countdown's text right after a code is sent, allowing for a few seconds gone by. */
export const freshCountdown = new RegExp(`^You can request a new code in (${[0, 1, 2, 3].map((gone) => OTP_RESEND_SECONDS - gone).join('|')}) seconds\\.$`);
