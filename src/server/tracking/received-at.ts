// When a request was received: its latest step into `received` (the visitor's WhatsApp message
// seen, by the webhook or the desk). The console's Received column and "Received today" both read
// the received step (the counter through the store's countStepped), not when the form was sent.
import type { RequestStep } from '../store/tracking-types';

/** The time of the latest step into received (epoch ms); null while the request never was. */
export function receivedAt(history: readonly RequestStep[]): number | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.status === 'received') return history[i]!.at;
  return null;
}
