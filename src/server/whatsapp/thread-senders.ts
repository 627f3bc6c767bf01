// Whom the desk may reply to on a request: its own number, and every other number an incoming
// message of its thread came from (a relative who wrote for the visitor, linked by the desk). Never
// any other number: the console cannot be made to text a number nobody in the thread wrote from.
import type { ServiceRequest } from '../store/tracking-types';
import type { WhatsAppMessage } from '../store/whatsapp-types';

/** The request's number first, then the thread's other senders in the order they first wrote. */
export function threadSenders(request: Pick<ServiceRequest, 'phone'>, thread: readonly WhatsAppMessage[]): string[] {
  return [...new Set([request.phone, ...thread.filter((m) => m.direction === 'in').map((m) => m.phone)])];
}
