// The account pages' wait: the success message stays readable for 2 s before the page moves on. The
// wait before a new OTP is the server's, from its answer to each send (forgot-password-form.tsx).
export const REDIRECT_DELAY_MS = 2_000;
