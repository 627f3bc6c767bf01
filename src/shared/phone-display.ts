/** A phone number as a page shows it: its spaces non-breaking, so a line never breaks inside it. */
export function unbrokenPhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}

/** +919876543210 -> "+91 98765 43210", the way people read and check their number (on one line). */
export function spacedPhone(phone: string): string {
  return unbrokenPhone(/^\+91\d{10}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 8)} ${phone.slice(8)}` : phone);
}
