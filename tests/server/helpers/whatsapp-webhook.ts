// Meta's webhook as tests send it: notifications in the shape of `whatsapp_business_account`
// webhooks, signed with the app's secret the test app is set up with.
import { createHmac } from 'node:crypto';
import type { WhatsAppMessage } from '../../../src/server/store/whatsapp-types';
import type { Client, Res, TestApp } from './test-app';

export const APP_SECRET = 'test-app-secret';
export const VERIFY_TOKEN = 'test-verify-token';
export const WEBHOOK = '/api/whatsapp/webhook';

export const signature = (body: string, secret = APP_SECRET): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** One notification holding these messages and statuses, as Meta nests them. */
export function notification(value: { messages?: unknown[]; statuses?: unknown[] }): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{
      id: '102290129340398',
      changes: [{
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: '919876500000', phone_number_id: '1234567890' },
          contacts: [{ profile: { name: 'Visitor' }, wa_id: '919876543210' }],
          ...value,
        },
      }],
    }],
  });
}

/** A text message from `from` (Meta's form: country code and number, no +) sent at `seconds`. */
export const textMessage = (id: string, body: string, from = '919876543210', seconds = 1767261600) => ({ from, id, timestamp: String(seconds), type: 'text', text: { body } });

/** POSTs the body to the webhook with a valid signature unless `headers` says otherwise. */
export function postSigned(client: Client, body: string, headers: Record<string, string> = {}): Promise<Res> {
  return client.raw('POST', WEBHOOK, body, { 'content-type': 'application/json', 'x-hub-signature-256': signature(body), ...headers });
}

/** The thread of the request holding this service number (none: no messages). */
export async function threadOf(app: TestApp, serviceNumber: string): Promise<WhatsAppMessage[]> {
  const [request] = (await app.store.requests.search({ serviceNumber }, { limit: 1, cursor: null })).items;
  return request ? app.store.whatsapp.thread(request) : [];
}
