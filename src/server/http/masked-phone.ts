// How a phone number appears in the server's logs: enough for an operator to match a complaint to a
// line, not enough to text anyone.

/** +919876543210 → +91******3210. */
export function maskedPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}` : '****';
}
