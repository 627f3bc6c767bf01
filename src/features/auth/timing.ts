// The account pages' waits: the success message stays readable for 2 s before the page moves on, and a
// new OTP may be asked for after 30 s (the server's answer, when it gives one, wins).
export const REDIRECT_DELAY_MS = 2_000;
export const OTP_RESEND_SECONDS = 30;
