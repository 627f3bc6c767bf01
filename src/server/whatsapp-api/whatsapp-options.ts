// How the server reaches the WhatsApp Cloud API (the Graph API): the status updates (notify/) and
// the desk's replies and media (whatsapp/) send with the same number, token and template.
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
