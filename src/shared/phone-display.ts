/** +919876543210 -> "+91 98765 43210", the way people read and check their number. */
export function spacedPhone(phone: string): string {
  return /^\+91\d{10}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 8)} ${phone.slice(8)}` : phone;
}
