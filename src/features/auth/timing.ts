// The account pages' wait: the success message stays readable for 2 s before the page moves on. (How
// long before a new OTP comes from the server's answer to each send.)
export const REDIRECT_DELAY_MS = 2_000;
