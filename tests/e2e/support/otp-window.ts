// The end-to-end server's wait before a new code to the same number (OTP_RESEND_AFTER_SECONDS): short,
// so the resend tests do not wait out the real 30 s (tests/server/otp.test.ts covers that one).
export const OTP_RESEND_SECONDS = 10;

/** The countdown's text `elapsed` seconds after a code was sent, allowing for a few more gone by. */
export const countdownAfter = (elapsed: number) =>
  new RegExp(`^You can request a new code in (${[0, 1, 2, 3].map((gone) => OTP_RESEND_SECONDS - elapsed - gone).filter((left) => left > 0).join('|')}) seconds\\.$`);

/** The countdown's text right after a code is sent. */
export const freshCountdown = countdownAfter(0);
