// A request's id comes from its service number and contact phone: recording the same request twice
// (the browser's retry queue) finds the first record, while two requests that drew the same number
// from different phones stay apart. Hashed, so the id does not carry the phone number.
import { createHash } from 'node:crypto';

export function requestId(serviceNumber: string, phone: string): string {
  return createHash('sha256').update(`${serviceNumber}|${phone}`).digest('base64url').slice(0, 22);
}
