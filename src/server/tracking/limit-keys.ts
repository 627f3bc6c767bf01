// Counter keys of the request-tracking limits (beside the account ones in http/client-keys.ts).
export const trackingKeys = {
  recordIp: (ip: string) => `request:ip:${ip}`,
  recordPhone: (phone: string) => `request:phone:${phone}`,
  recordPhoneClient: (phone: string, ip: string) => `request:phone-ip:${phone}:${ip}`,
  trackIp: (ip: string) => `track:ip:${ip}`,
  /** Look-ups from one client address that found nothing. */
  trackMissIp: (ip: string) => `track:miss-ip:${ip}`,
  /** Look-ups naming one phone, from anyone but its proven holder. */
  trackPhone: (phone: string) => `track:phone:${phone}`,
  fixIp: (ip: string) => `fix:ip:${ip}`,
};
