// The embedded default: one SQLite file, WAL journal, synchronous=FULL so that a write that
// returned is on disk before the API answers.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuplicateError, type Counter, type PurgeCutoffs, type Store } from '../types';
import { MIGRATIONS } from './migrations';
import {
  toAdmin, toFeedback, toOtp, toService, toSession, toUser,
  type AdminRow, type FeedbackRow, type OtpRow, type ServiceRow, type SessionRow, type UserRow,
} from './rows';

export const SQLITE_FILE_NAME = 'portal.sqlite';

function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let i = current; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[i]!);
      db.pragma(`user_version = ${i + 1}`);
    }).immediate();
  }
}

/** Opens (creating if needed) `<dataDir>/portal.sqlite`; ':memory:' as dataDir keeps it in memory. */
export function openSqliteStore(dataDir: string): Store {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, SQLITE_FILE_NAME);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const q = {
    userInsert: db.prepare('INSERT INTO users (id, name, phone, password_hash, created_at, updated_at) VALUES (@id, @name, @phone, @passwordHash, @createdAt, @updatedAt)'),
    userByPhone: db.prepare<[string], UserRow>('SELECT * FROM users WHERE phone = ?'),
    userById: db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?'),
    userSetHash: db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?'),
    userCount: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users'),
    adminByUsername: db.prepare<[string], AdminRow>('SELECT * FROM admins WHERE username = ?'),
    adminById: db.prepare<[string], AdminRow>('SELECT * FROM admins WHERE id = ?'),
    adminUpsert: db.prepare(`INSERT INTO admins (id, username, password_hash, role, created_at, updated_at)
      VALUES (@id, @username, @passwordHash, @role, @createdAt, @updatedAt)
      ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role, updated_at = excluded.updated_at`),
    sessionInsert: db.prepare('INSERT INTO sessions (token_hash, kind, subject_id, created_at, last_seen_at, expires_at) VALUES (@tokenHash, @kind, @subjectId, @createdAt, @lastSeenAt, @expiresAt)'),
    sessionGet: db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?'),
    sessionTouch: db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?'),
    sessionDelete: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
    sessionDeleteFor: db.prepare('DELETE FROM sessions WHERE kind = ? AND subject_id = ?'),
    otpPut: db.prepare(`INSERT OR REPLACE INTO otps (phone, purpose, code_hash, sent_at, expires_at, wrong_tries, verified_at)
      VALUES (@phone, @purpose, @codeHash, @sentAt, @expiresAt, @wrongTries, @verifiedAt)`),
    otpGet: db.prepare<[string], OtpRow>('SELECT * FROM otps WHERE phone = ?'),
    otpWrong: db.prepare<[string], { wrong_tries: number }>('UPDATE otps SET wrong_tries = wrong_tries + 1 WHERE phone = ? RETURNING wrong_tries'),
    otpVerify: db.prepare('UPDATE otps SET code_hash = NULL, verified_at = ? WHERE phone = ? AND code_hash = ?'),
    otpDelete: db.prepare('DELETE FROM otps WHERE phone = ?'),
    counterGet: db.prepare<[string], { count: number; first_at: number; last_at: number }>('SELECT count, first_at, last_at FROM counters WHERE key = ?'),
    counterPut: db.prepare('INSERT OR REPLACE INTO counters (key, count, first_at, last_at) VALUES (?, ?, ?, ?)'),
    counterClear: db.prepare('DELETE FROM counters WHERE key = ?'),
    servicesAll: db.prepare<[], ServiceRow>('SELECT * FROM services ORDER BY created_at, rowid'),
    servicesActive: db.prepare<[string], ServiceRow>('SELECT * FROM services WHERE category = ? AND active = 1 ORDER BY created_at, rowid'),
    serviceGet: db.prepare<[string], ServiceRow>('SELECT * FROM services WHERE id = ?'),
    serviceInsert: db.prepare(`INSERT INTO services (id, category, title, description, icon, link, active, created_at, updated_at)
      VALUES (@id, @category, @title, @description, @icon, @link, @active, @createdAt, @updatedAt)`),
    serviceUpdate: db.prepare(`UPDATE services SET category = @category, title = @title, description = @description,
      icon = @icon, link = @link, active = @active, updated_at = @updatedAt WHERE id = @id`),
    serviceDelete: db.prepare('DELETE FROM services WHERE id = ?'),
    feedbackInsert: db.prepare(`INSERT INTO feedback (id, name, email, rating, message, service_type, approved, created_at)
      VALUES (@id, @name, @email, @rating, @message, @serviceType, @approved, @createdAt)`),
    feedbackAll: db.prepare<[], FeedbackRow>('SELECT * FROM feedback ORDER BY created_at DESC, rowid DESC'),
    feedbackApproved: db.prepare<[number], FeedbackRow>('SELECT * FROM feedback WHERE approved = 1 ORDER BY created_at DESC, rowid DESC LIMIT ?'),
    feedbackGet: db.prepare<[string], FeedbackRow>('SELECT * FROM feedback WHERE id = ?'),
    feedbackSetApproved: db.prepare('UPDATE feedback SET approved = ? WHERE id = ?'),
    feedbackDelete: db.prepare('DELETE FROM feedback WHERE id = ?'),
    metaGet: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
    metaSetOnce: db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)'),
  };

  const live = (row: { count: number; first_at: number; last_at: number } | undefined, windowMs: number, now: number): Counter | null =>
    row && now - row.first_at < windowMs ? { count: row.count, firstAt: row.first_at, lastAt: row.last_at } : null;

  const purgeStatements = [
    db.prepare('DELETE FROM sessions WHERE expires_at < @sessionExpiredBefore OR last_seen_at < @sessionSeenBefore'),
    db.prepare('DELETE FROM otps WHERE expires_at < @otpExpiredBefore'),
    db.prepare('DELETE FROM counters WHERE last_at < @counterHitBefore'),
  ];
  const purge = db.transaction((cutoffs: PurgeCutoffs) => purgeStatements.reduce((n, st) => n + st.run(cutoffs).changes, 0));

  const hit = db.transaction((key: string, windowMs: number, now: number): Counter => {
    const current = live(q.counterGet.get(key), windowMs, now);
    const next = current ? { count: current.count + 1, firstAt: current.firstAt, lastAt: now } : { count: 1, firstAt: now, lastAt: now };
    q.counterPut.run(key, next.count, next.firstAt, next.lastAt);
    return next;
  });

  return {
    users: {
      async create(user) {
        try {
          q.userInsert.run(user);
        } catch (err) {
          if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' || (err as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
            throw new DuplicateError('phone taken');
          }
          throw err;
        }
      },
      async byPhone(phone) {
        const row = q.userByPhone.get(phone);
        return row ? toUser(row) : null;
      },
      async byId(id) {
        const row = q.userById.get(id);
        return row ? toUser(row) : null;
      },
      async setPasswordHash(id, passwordHash, now) {
        q.userSetHash.run(passwordHash, now, id);
      },
      async count() {
        return q.userCount.get()!.n;
      },
    },
    admins: {
      async upsert(admin) {
        q.adminUpsert.run(admin);
        return toAdmin(q.adminByUsername.get(admin.username)!);
      },
      async byUsername(username) {
        const row = q.adminByUsername.get(username);
        return row ? toAdmin(row) : null;
      },
      async byId(id) {
        const row = q.adminById.get(id);
        return row ? toAdmin(row) : null;
      },
    },
    sessions: {
      async create(session) {
        q.sessionInsert.run(session);
      },
      async get(tokenHash) {
        const row = q.sessionGet.get(tokenHash);
        return row ? toSession(row) : null;
      },
      async touch(tokenHash, lastSeenAt) {
        q.sessionTouch.run(lastSeenAt, tokenHash);
      },
      async delete(tokenHash) {
        q.sessionDelete.run(tokenHash);
      },
      async deleteAllFor(kind, subjectId) {
        return q.sessionDeleteFor.run(kind, subjectId).changes;
      },
    },
    otps: {
      async put(record) {
        q.otpPut.run(record);
      },
      async get(phone) {
        const row = q.otpGet.get(phone);
        return row ? toOtp(row) : null;
      },
      async addWrongTry(phone) {
        return q.otpWrong.get(phone)?.wrong_tries ?? 0;
      },
      async markVerified(phone, codeHash, now) {
        return q.otpVerify.run(now, phone, codeHash).changes === 1;
      },
      async delete(phone) {
        q.otpDelete.run(phone);
      },
    },
    counters: {
      async hit(key, windowMs, now) {
        return hit.immediate(key, windowMs, now);
      },
      async get(key, windowMs, now) {
        return live(q.counterGet.get(key), windowMs, now);
      },
      async clear(key) {
        q.counterClear.run(key);
      },
    },
    services: {
      async listAll() {
        return q.servicesAll.all().map(toService);
      },
      async listActive(category) {
        return q.servicesActive.all(category).map(toService);
      },
      async get(id) {
        const row = q.serviceGet.get(id);
        return row ? toService(row) : null;
      },
      async create(service) {
        q.serviceInsert.run({ ...service, active: service.active ? 1 : 0 });
      },
      async update(id, fields, now) {
        const changed = q.serviceUpdate.run({ ...fields, active: fields.active ? 1 : 0, updatedAt: now, id }).changes;
        if (changed === 0) return null;
        return toService(q.serviceGet.get(id)!);
      },
      async delete(id) {
        return q.serviceDelete.run(id).changes === 1;
      },
    },
    feedback: {
      async create(feedback) {
        q.feedbackInsert.run({ ...feedback, approved: feedback.approved === null ? null : feedback.approved ? 1 : 0 });
      },
      async listAll() {
        return q.feedbackAll.all().map(toFeedback);
      },
      async listApproved(limit) {
        return q.feedbackApproved.all(limit).map(toFeedback);
      },
      async setApproved(id, approved) {
        if (q.feedbackSetApproved.run(approved ? 1 : 0, id).changes === 0) return null;
        return toFeedback(q.feedbackGet.get(id)!);
      },
      async delete(id) {
        return q.feedbackDelete.run(id).changes === 1;
      },
    },
    async purge(cutoffs) {
      return purge.immediate(cutoffs);
    },
    meta: {
      async get(key) {
        return q.metaGet.get(key)?.value ?? null;
      },
      async setOnce(key, value) {
        return q.metaSetOnce.run(key, value).changes === 1;
      },
    },
    async close() {
      db.close();
    },
  };
}
