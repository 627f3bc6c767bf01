// Counter keys of the request-tracking limits (beside the account ones in http/client-keys.ts).
export const trackingKeys = {
  recordIp: (ip: string) => `request:ip:${ip}`,
  recordPhone: (phone: string) => `request:phone:${phone}`,
  trackIp: (ip: string) => `track:ip:${ip}`,
  /** Look-ups from one client address that found nothing. */
  trackMissIp: (ip: string) => `track:miss-ip:${ip}`,
  fixIp: (ip: string) => `fix:ip:${ip}`,
};
