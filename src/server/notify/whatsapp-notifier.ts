// Status updates on WhatsApp, through the WhatsApp Business Platform's Cloud API: a message sent
// outside a conversation the visitor opened must be an approved template, so the update is one
// template (WHATSAPP_STATUS_TEMPLATE) in the visitor's language, with four body parameters: the
// service number, the service, the status, then the desk's note and the /track link in one line (for
// a return for correction: what to correct and why, and the short fix link).
import type { Notifier, StatusUpdate } from './types';
import { serverTexts } from '../texts/server-texts';
import { statusName } from './status-texts';
import { postMessage } from '../whatsapp/graph-api';

export interface WhatsAppOptions {
  /** The Graph API's base, with its version: https://graph.facebook.com/v21.0. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  template: string;
  timeoutMs: number;
}

/** WHATSAPP_TOKEN turns the channel on; it then needs WHATSAPP_PHONE_NUMBER_ID. Null when off. */
export function whatsappOptionsFromEnv(env: NodeJS.ProcessEnv): WhatsAppOptions | null {
  const token = env.WHATSAPP_TOKEN ?? '';
  if (!token) return null;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID ?? '';
  if (!/^\d+$/.test(phoneNumberId)) throw new Error('WHATSAPP_TOKEN is set: WHATSAPP_PHONE_NUMBER_ID must be the sending number\'s id (digits)');
  const apiUrl = (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiUrl)) throw new Error('WHATSAPP_API_URL must be an http(s) URL');
  return { apiUrl, phoneNumberId, token, template: env.WHATSAPP_STATUS_TEMPLATE || 'request_status_update', timeoutMs: Number(env.WHATSAPP_TIMEOUT_MS) || 10_000 };
}

/** The Cloud API's message body for one update (the number without its +). */
export function templateMessage(template: string, update: StatusUpdate) {
  const text = (value: string) => ({ type: 'text', text: value });
  const link = update.trackUrl;
  const detail = update.fix ? serverTexts(update.language).fixDetail(update.fix) : update.note ? `${update.note} ${link}` : link;
  return {
    messaging_product: 'whatsapp',
    to: update.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: template,
      language: { code: update.language },
      components: [{ type: 'body', parameters: [text(update.serviceNumber), text(update.service), text(statusName(update)), text(detail)] }],
    },
  };
}

export function whatsappNotifier(options: WhatsAppOptions): Notifier {
  return {
    channel: 'whatsapp',
    async send(update) {
      await postMessage(options, templateMessage(options.template, update));
    },
  };
}
