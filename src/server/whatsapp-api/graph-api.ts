// The Graph API calls of the WhatsApp Business Platform the server makes: sending a message (the
// status template, the desk's reply) and fetching a visitor's media for the desk. Every call has
// the bearer token and a time limit; a failure rejects with what Meta answered, never the token.
import type { WhatsAppOptions } from './whatsapp-options';

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

/** A media id as the Graph API's path takes it (Meta's are digits): nothing that could change the path, as `..` would. */
export const MEDIA_ID = /^[\w-]{1,128}$/;

/**
 * The most bytes of one media passed on to the console: WhatsApp's own cap on video and audio, above
 * its 5 MB for images. Only a document may be larger (WhatsApp takes up to 100 MB): it is refused.
 */
export const MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/** Where Meta's answer to GET /{media-id} points: its media host (https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=…). */
const MEDIA_HOSTS: readonly string[] = ['lookaside.fbsbx.com'];

/** A media Meta says is larger than MEDIA_MAX_BYTES: refused before its bytes are read. */
export class MediaTooLarge extends Error {}

/**
 * Whether a media URL is Meta's, the token allowed to go with it: the Graph API's own origin
 * (WHATSAPP_API_URL), or Meta's media host over https. Any other host, loopback or not, never sees it.
 */
function isMetaUrl(options: WhatsAppOptions, url: URL): boolean {
  if (url.username || url.password) return false;
  if (url.origin === new URL(options.apiUrl).origin) return true;
  return url.protocol === 'https:' && url.port === '' && MEDIA_HOSTS.includes(url.hostname);
}

/** The body, erroring (and cancelling the fetch) once it passes `max` bytes: the console gets a broken download, never the rest. */
function capped(body: ReadableStream<Uint8Array>, max: number, what: string): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        seen += chunk.byteLength;
        if (seen <= max) return out.enqueue(chunk);
        console.error(`[whatsapp] ${what} passed ${max} bytes: cut`);
        out.error(new MediaTooLarge(`${what} passed ${max} bytes`));
      },
    }),
  );
}

/**
 * A media's bytes: GET /{media-id} gives a short-lived URL on Meta's media host, which answers the
 * bytes to the same token (as Meta documents it). Neither call follows a redirect, so the token goes
 * only where isMetaUrl allows. The bytes are returned unread, for the caller to stream on, cut past
 * MEDIA_MAX_BYTES.
 */
export async function fetchMedia(options: WhatsAppOptions, mediaId: string): Promise<ReadableStream<Uint8Array>> {
  if (!MEDIA_ID.test(mediaId)) throw new Error('WhatsApp media: not a media id');
  const signal = AbortSignal.timeout(options.timeoutMs);
  const get = (url: URL) => fetch(url, { headers: bearer(options), signal, redirect: 'error' });
  const meta = await get(new URL(`${options.apiUrl}/${mediaId}`));
  const about = (await meta.json().catch(() => null)) as { url?: unknown; file_size?: unknown } | null;
  const url = meta.ok && typeof about?.url === 'string' && URL.canParse(about.url) ? new URL(about.url) : null;
  if (!url) throw new Error(`WhatsApp media ${meta.status}: no URL`);
  if (!isMetaUrl(options, url)) throw new Error(`WhatsApp media: the URL is on ${url.protocol}//${url.host}, not Meta's`);
  if (typeof about?.file_size === 'number' && about.file_size > MEDIA_MAX_BYTES) throw new MediaTooLarge(`WhatsApp media of ${about.file_size} bytes`);
  const bytes = await get(url);
  const length = Number(bytes.headers.get('content-length') ?? 0);
  if (!bytes.ok || !bytes.body || length > MEDIA_MAX_BYTES) {
    await bytes.body?.cancel().catch(() => undefined);
    if (length > MEDIA_MAX_BYTES) throw new MediaTooLarge(`WhatsApp media of ${length} bytes`);
    throw new Error(`WhatsApp media answered ${bytes.status}`);
  }
  return capped(bytes.body, MEDIA_MAX_BYTES, `media ${mediaId}`);
}
