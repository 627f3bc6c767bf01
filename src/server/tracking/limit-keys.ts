// Counter keys of the request-tracking limits (beside the account ones in http/client-keys.ts).
export const trackingKeys = {
  recordIp: (ip: string) => `request:ip:${ip}`,
  recordPhone: (phone: string) => `request:phone:${phone}`,
  trackIp: (ip: string) => `track:ip:${ip}`,
  trackMissPhone: (phone: string) => `track:miss:${phone}`,
};
