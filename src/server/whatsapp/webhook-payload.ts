// Reads a notification of Meta's `whatsapp_business_account` webhook: entry[].changes[].value holds
// `messages` (what visitors sent: id, from, timestamp, type and the part named by the type: text.body,
// or image / document / audio / video with a media id, mime_type and caption) and `statuses` (what
// became of our own messages: id, status, timestamp, recipient_id). Anything else, or any part
// without the fields we need, is passed over: Meta sends kinds we do not keep, and a notification
// must never fail for one odd item. So is a message sent before the oldest time taken (below): a
// signed body replayed once its message was purged must not count as new.
import { normalizePhone } from '../../core/phone';
import { MEDIA_ID } from '../whatsapp-api/graph-api';
import { OUT_STATUSES, type WhatsAppKind, type WhatsAppMedia, type WhatsAppOutStatus } from '../store/whatsapp-types';

/** The first characters of a text that are kept (docs/decisions.md). */
export const KEPT_TEXT = 1000;

const DAY = 86_400_000;

/**
 * How old a message may be when it comes: Meta retries a delivery that failed for up to 7 days (and
 * a media id of a webhook lives as long), so nothing genuine is older. Never longer than the
 * retention: a message is purged only after it, so a purged message is always refused.
 */
export const TAKEN_WITHIN_MS = 7 * DAY;

/** A media type as `type/subtype`, with any parameters (`audio/ogg; codecs=opus`), which are not kept. */
const MIME = /^([a-z0-9][\w.+-]{0,62}\/[a-z0-9][\w.+-]{0,62})(\s*;[\x20-\x7e]{0,100})?$/i;

export interface IncomingMessage {
  id: string;
  phone: string;
  at: number;
  kind: WhatsAppKind;
  text: string;
  media: WhatsAppMedia[];
}

export interface StatusNotice {
  id: string;
  status: WhatsAppOutStatus;
}

export interface Notification {
  messages: IncomingMessage[];
  statuses: StatusNotice[];
}

const MEDIA_KINDS = ['image', 'document', 'audio', 'video'] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const objects = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** Meta's ids are short tokens (wamid.…, digits): anything else is not one. */
const metaId = (v: unknown): string | null => (typeof v === 'string' && /^[\x21-\x7e]{1,256}$/.test(v) ? v : null);

/** The sender as our one phone rule writes it; another country's number as +<digits>. */
function senderPhone(from: unknown): string | null {
  if (typeof from !== 'string' || !/^\d{8,15}$/.test(from)) return null;
  const indian = normalizePhone(from);
  return indian.ok ? indian.phone : `+${from}`;
}

/** When a message is taken: the server's clock, and the retention the oldest message taken stays under. */
export interface Receipt {
  now: number;
  retentionMs: number;
}

/**
 * When Meta says the message was sent (`timestamp`, whole seconds since 1970, as text), in epoch ms;
 * a time ahead of our clock as now. Null when absent, odd, or older than the window.
 */
function sentAt(timestamp: unknown, { now, retentionMs }: Receipt): number | null {
  const seconds = typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : timestamp;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds <= 0) return null;
  const at = Math.min(seconds * 1000, now);
  return at >= now - Math.min(TAKEN_WITHIN_MS, retentionMs) ? at : null;
}

/** `type/subtype` in lower case; null for anything else (a type of any length, markup). */
function mimeOf(value: unknown): string | null {
  if (value === undefined) return 'application/octet-stream';
  const match = typeof value === 'string' ? MIME.exec(value) : null;
  return match ? match[1]!.toLowerCase() : null;
}

/** A media part's id and type (none without an id); null, the message passed over, when either is not what Meta writes. */
function mediaOf(part: Json): WhatsAppMedia[] | null {
  if (part.id === undefined) return [];
  const mime = mimeOf(part.mime_type);
  return typeof part.id === 'string' && MEDIA_ID.test(part.id) && mime ? [{ id: part.id, mime }] : null;
}

function message(m: Json, receipt: Receipt): IncomingMessage | null {
  const id = metaId(m.id);
  const phone = senderPhone(m.from);
  const at = sentAt(m.timestamp, receipt);
  if (!id || !phone || at === null) return null;
  const type = typeof m.type === 'string' ? m.type : '';
  const base = { id, phone, at };
  if (type === 'text') return { ...base, kind: 'text', text: (text(isObject(m.text) ? m.text.body : null) ?? '').slice(0, KEPT_TEXT), media: [] };
  const kind = MEDIA_KINDS.find((k) => k === type);
  if (kind && isObject(m[kind])) {
    const part = m[kind];
    const media = mediaOf(part);
    return media && { ...base, kind, text: (text(part.caption) ?? '').slice(0, KEPT_TEXT), media };
  }
  return { ...base, kind: 'other', text: '', media: [] };
}

function statusNotice(s: Json): StatusNotice | null {
  const id = metaId(s.id);
  const status = OUT_STATUSES.find((name) => name === s.status);
  return id && status ? { id, status } : null;
}

export function readNotification(payload: unknown, receipt: Receipt): Notification {
  const values = objects(isObject(payload) ? payload.entry : null)
    .flatMap((entry) => objects(entry.changes))
    .map((change) => change.value)
    .filter(isObject);
  return {
    messages: values.flatMap((v) => objects(v.messages)).map((m) => message(m, receipt)).filter((m) => m !== null),
    statuses: values.flatMap((v) => objects(v.statuses)).map(statusNotice).filter((s) => s !== null),
  };
}
