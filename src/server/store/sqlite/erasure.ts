// Erasure on request on SQLite, one behaviour with firestore/erasure.ts: each erasure is one
// transaction, so it is whole or not at all.
import type Database from 'better-sqlite3';
import type { ErasureStore } from '../erasure-types';
import { CAME_BY_WHATSAPP, requestMonth } from '../request-counts';

interface Thread {
  id: string;
  sn: string;
  phone: string;
}

export function sqliteErasure(db: Database.Database): ErasureStore {
  const count = db.prepare(`INSERT INTO request_counts (entry_id, month, came_by, status, count) VALUES (?, ?, '${CAME_BY_WHATSAPP}', ?, 1)
    ON CONFLICT (entry_id, month, came_by, status) DO UPDATE SET count = count + 1`);
  // Its thread as the desk sees it: the messages naming it, and those of its number and phone kept
  // before threads named their request.
  const THREAD = 'request_id = @id OR (request_id IS NULL AND service_number = @sn AND phone = @phone)';
  const threadIds = db.prepare<Thread, { id: string }>(`SELECT id FROM whatsapp_messages WHERE ${THREAD}`);
  const deleteThread = db.prepare<Thread>(`DELETE FROM whatsapp_messages WHERE ${THREAD}`);
  const deleteRequest = db.prepare('DELETE FROM requests WHERE id = ?');
  const forget = db.prepare('UPDATE audit_events SET target = NULL, detail = NULL WHERE target = ?');
  const accountDeletions = [
    db.prepare('DELETE FROM vehicles WHERE user_id = @id'),
    db.prepare('DELETE FROM user_settings WHERE user_id = @id'),
    db.prepare("DELETE FROM sessions WHERE kind = 'user' AND subject_id = @id"),
    db.prepare('DELETE FROM otps WHERE phone = @phone'),
    db.prepare('DELETE FROM users WHERE id = @id'),
  ];

  const eraseRequest = db.transaction((thread: Thread, entryId: string, month: string, status: string): boolean => {
    const { id } = thread;
    const messages = threadIds.all(thread).map((m) => m.id);
    if (deleteRequest.run(id).changes === 0) return false;
    count.run(entryId, month, status);
    deleteThread.run(thread);
    for (const target of [id, ...messages]) forget.run(target);
    return true;
  });
  const eraseAccount = db.transaction((id: string, phone: string) => {
    for (const st of accountDeletions) st.run({ id, phone });
  });

  return {
    erasure: {
      async eraseRequest(request) {
        return eraseRequest({ id: request.id, sn: request.serviceNumber, phone: request.phone }, request.entryId, requestMonth(request.createdAt), request.status);
      },
      async eraseAccount(user) {
        eraseAccount(user.id, user.phone);
      },
    },
  };
}
