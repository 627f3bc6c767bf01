// WhatsApp messages on SQLite: one row per message, its media ids as a small JSON value.
import type Database from 'better-sqlite3';
import { pageKey, parsePageKey } from '../page-key';
import type { Page } from '../tracking-types';
import { messageKey, movesOn, type WhatsAppKind, type WhatsAppMedia, type WhatsAppMessage, type WhatsAppOutStatus, type WhatsAppStore } from '../whatsapp-types';

interface MessageRow {
  id: string; key: string; direction: string; phone: string; service_number: string | null; request_id: string | null; kind: string; text: string; media: string;
  at: number; status: string | null; linked_by: string | null;
}

const toMessage = (r: MessageRow): WhatsAppMessage => ({
  id: r.id, direction: r.direction === 'out' ? 'out' : 'in', phone: r.phone, serviceNumber: r.service_number, requestId: r.request_id, kind: r.kind as WhatsAppKind,
  text: r.text, media: JSON.parse(r.media) as WhatsAppMedia[], at: r.at, status: r.status as WhatsAppOutStatus | null, linkedBy: r.linked_by,
});

// Past the last possible key: the first page starts below it.
const AFTER_ALL = { createdAt: Number.MAX_SAFE_INTEGER, id: '~' };

export function sqliteWhatsApp(db: Database.Database): WhatsAppStore {
  const q = {
    insert: db.prepare(`INSERT OR IGNORE INTO whatsapp_messages (id, key, direction, phone, service_number, request_id, kind, text, media, at, status, linked_by)
      VALUES (@id, @key, @direction, @phone, @serviceNumber, @requestId, @kind, @text, @media, @at, @status, @linkedBy)`),
    get: db.prepare<[string], MessageRow>('SELECT * FROM whatsapp_messages WHERE id = ?'),
    thread: db.prepare<[string], MessageRow>('SELECT * FROM whatsapp_messages WHERE request_id = ? ORDER BY at, rowid'),
    unmatched: db.prepare<[number, number, string, number], MessageRow>(`SELECT * FROM whatsapp_messages
      WHERE direction = 'in' AND service_number IS NULL AND (at < ? OR (at = ? AND key < ?)) ORDER BY at DESC, key DESC LIMIT ?`),
    lastIn: db.prepare<[string], { at: number | null }>("SELECT MAX(at) AS at FROM whatsapp_messages WHERE phone = ? AND direction = 'in'"),
    setStatus: db.prepare("UPDATE whatsapp_messages SET status = ? WHERE id = ? AND direction = 'out'"),
    link: db.prepare("UPDATE whatsapp_messages SET service_number = ?, request_id = ?, linked_by = ? WHERE id = ? AND direction = 'in' AND service_number IS NULL"),
    unmatchedFrom: db.prepare<[string], { id: string }>("SELECT id FROM whatsapp_messages WHERE phone = ? AND direction = 'in' AND service_number IS NULL ORDER BY at, rowid"),
  };

  const setStatus = db.transaction((id: string, status: WhatsAppOutStatus): boolean => {
    const row = q.get.get(id);
    if (!row || row.direction !== 'out' || !movesOn(row.status as WhatsAppOutStatus | null, status)) return false;
    q.setStatus.run(status, id);
    return true;
  });

  return {
    whatsapp: {
      async add(message) {
        const row = { ...message, key: messageKey(message.id), media: JSON.stringify(message.media) };
        return q.insert.run(row).changes === 1;
      },
      async get(id) {
        const row = q.get.get(id);
        return row ? toMessage(row) : null;
      },
      async thread(request) {
        return q.thread.all(request.id).map(toMessage);
      },
      async unmatched({ limit, cursor }): Promise<Page<WhatsAppMessage>> {
        const after = (cursor && parsePageKey(cursor)) || AFTER_ALL;
        const rows = q.unmatched.all(after.createdAt, after.createdAt, after.id, limit + 1);
        const items = rows.slice(0, limit);
        const last = items.at(-1);
        return { items: items.map(toMessage), next: rows.length > limit && last ? pageKey(last.at, last.key) : null };
      },
      async lastIn(phone) {
        return q.lastIn.get(phone)?.at ?? null;
      },
      async setStatus(id, status) {
        return setStatus.immediate(id, status);
      },
      async link(id, request, by) {
        if (q.link.run(request.serviceNumber, request.id, by, id).changes !== 1) return null;
        return toMessage(q.get.get(id)!);
      },
      async unmatchedFrom(phone) {
        return q.unmatchedFrom.all(phone).map((row) => row.id);
      },
    },
  };
}
