// Incoming WhatsApp is optional: Meta's webhook is answered only with both WHATSAPP_APP_SECRET (the
// app's secret, which signs every notification) and WHATSAPP_VERIFY_TOKEN (the word Meta's
// subscription check repeats) set; one without the other stops the start, as a half-configured
// webhook would refuse every notification. The desk's replies and media go through the Graph API
// settings of the status texts (WHATSAPP_TOKEN …, whatsapp-notifier.ts).
import { whatsappOptionsFromEnv, type WhatsAppOptions } from './whatsapp-options';

export interface WhatsAppInbox {
  appSecret: string;
  verifyToken: string;
}

export interface WhatsAppSettings {
  inbox: WhatsAppInbox | null;
  /** Replies and media; null without WHATSAPP_TOKEN. */
  api: WhatsAppOptions | null;
}

export function whatsappInboxFromEnv(env: NodeJS.ProcessEnv): WhatsAppInbox | null {
  const appSecret = env.WHATSAPP_APP_SECRET ?? '';
  const verifyToken = env.WHATSAPP_VERIFY_TOKEN ?? '';
  if (!appSecret && !verifyToken) return null;
  if (!appSecret || !verifyToken) throw new Error('Incoming WhatsApp needs both WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN (or neither)');
  return { appSecret, verifyToken };
}

export function whatsappSettingsFromEnv(env: NodeJS.ProcessEnv): WhatsAppSettings {
  return { inbox: whatsappInboxFromEnv(env), api: whatsappOptionsFromEnv(env) };
}
