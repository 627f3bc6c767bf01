// Reads a notification of Meta's `whatsapp_business_account` webhook: entry[].changes[].value holds
// `messages` (what visitors sent: id, from, timestamp, type and the part named by the type: text.body,
// or image / document / audio / video with a media id, mime_type and caption) and `statuses` (what
// became of our own messages: id, status, timestamp, recipient_id). Anything else, or any part
// without the fields we need, is passed over: Meta sends kinds we do not keep, and a notification
// must never fail for one odd item.
import { normalizePhone } from '../../core/phone';
import { OUT_STATUSES, type WhatsAppKind, type WhatsAppMedia, type WhatsAppOutStatus } from '../store/whatsapp-types';

/** The first characters of a text that are kept (docs/decisions.md). */
export const KEPT_TEXT = 1000;

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

/** Seconds since 1970 as Meta writes them; `now` when absent or odd. */
function time(timestamp: unknown, now: number): number {
  const seconds = Number(timestamp);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : now;
}

function message(m: Json, now: number): IncomingMessage | null {
  const id = metaId(m.id);
  const phone = senderPhone(m.from);
  if (!id || !phone) return null;
  const type = typeof m.type === 'string' ? m.type : '';
  const base = { id, phone, at: time(m.timestamp, now) };
  if (type === 'text') return { ...base, kind: 'text', text: (text(isObject(m.text) ? m.text.body : null) ?? '').slice(0, KEPT_TEXT), media: [] };
  const kind = MEDIA_KINDS.find((k) => k === type);
  if (kind && isObject(m[kind])) {
    const part = m[kind];
    const mediaId = metaId(part.id);
    const media = mediaId ? [{ id: mediaId, mime: text(part.mime_type) ?? 'application/octet-stream' }] : [];
    return { ...base, kind, text: (text(part.caption) ?? '').slice(0, KEPT_TEXT), media };
  }
  return { ...base, kind: 'other', text: '', media: [] };
}

function statusNotice(s: Json): StatusNotice | null {
  const id = metaId(s.id);
  const status = OUT_STATUSES.find((name) => name === s.status);
  return id && status ? { id, status } : null;
}

export function readNotification(payload: unknown, now: number): Notification {
  const values = objects(isObject(payload) ? payload.entry : null)
    .flatMap((entry) => objects(entry.changes))
    .map((change) => change.value)
    .filter(isObject);
  return {
    messages: values.flatMap((v) => objects(v.messages)).map((m) => message(m, now)).filter((m) => m !== null),
    statuses: values.flatMap((v) => objects(v.statuses)).map(statusNotice).filter((s) => s !== null),
  };
}
