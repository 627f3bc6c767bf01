// The Graph API calls of the WhatsApp Business Platform the server makes: sending a message (the
// status template, the desk's reply) and fetching a visitor's media for the desk. Every call has
// the bearer token and a time limit; a failure rejects with what Meta answered, never the token.
import type { WhatsAppOptions } from '../notify/whatsapp-notifier';

const bearer = (options: WhatsAppOptions) => ({ authorization: `Bearer ${options.token}` });

/** POST /{phone-number-id}/messages; the id Meta gave the message (null if it gave none). */
export async function postMessage(options: WhatsAppOptions, body: object): Promise<string | null> {
  const res = await fetch(`${options.apiUrl}/${options.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { ...bearer(options), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const answer = (await res.json().catch(() => null)) as { messages?: { id?: unknown }[] } | null;
  if (!res.ok) throw new Error(`WhatsApp Cloud API answered ${res.status}`);
  const id = answer?.messages?.[0]?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * A media's bytes: GET /{media-id} gives a short-lived URL, which answers the bytes to the same
 * token. The answer is returned unread, for the caller to stream on.
 */
export async function fetchMedia(options: WhatsAppOptions, mediaId: string): Promise<Response> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const meta = await fetch(`${options.apiUrl}/${encodeURIComponent(mediaId)}`, { headers: bearer(options), signal });
  const about = (await meta.json().catch(() => null)) as { url?: unknown } | null;
  if (!meta.ok || typeof about?.url !== 'string' || !/^https?:\/\//.test(about.url)) throw new Error(`WhatsApp media ${meta.status}: no URL`);
  const bytes = await fetch(about.url, { headers: bearer(options), signal });
  if (!bytes.ok || !bytes.body) {
    await bytes.body?.cancel().catch(() => undefined);
    throw new Error(`WhatsApp media answered ${bytes.status}`);
  }
  return bytes;
}
