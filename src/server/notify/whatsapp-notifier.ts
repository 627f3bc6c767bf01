// Status updates on WhatsApp, through the WhatsApp Business Platform's Cloud API: a message sent
// outside a conversation the visitor opened must be an approved template, so the update is one
// template (WHATSAPP_STATUS_TEMPLATE) in the visitor's language, with four body parameters: the
// service number, the service, the status, then the desk's note and the /track link in one line (for
// a return for correction: what to correct and why, and the short fix link).
import type { Notifier, StatusUpdate } from './types';
import { serverTexts } from '../texts/server-texts';
import { statusName } from './status-texts';
import { postMessage } from '../whatsapp-api/graph-api';
import type { WhatsAppOptions } from '../whatsapp-api/whatsapp-options';

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
