// Users, admins and sessions on SQLite.
import type Database from 'better-sqlite3';
import type { ConsentRecord } from '../../../core/consents';
import { DuplicateError, LastActiveAdminError, type Admin, type Nominee, type Store } from '../types';
import { toAdmin, toSession, toUser, type AdminRow, type SessionRow, type UserRow } from './rows';

export function sqliteAccounts(db: Database.Database): Pick<Store, 'users' | 'admins' | 'sessions'> {
  const q = {
    userInsert: db.prepare(`INSERT INTO users (id, name, phone, password_hash, created_at, updated_at, signed_in_at, consents)
      VALUES (@id, @name, @phone, @passwordHash, @createdAt, @updatedAt, @createdAt, @consents)`),
    userConsents: db.prepare<[string], { consents: string }>('SELECT consents FROM users WHERE id = ?'),
    userNominee: db.prepare<[string], { nominee: string | null }>('SELECT nominee FROM users WHERE id = ?'),
    userSetNominee: db.prepare('UPDATE users SET nominee = ?, updated_at = ? WHERE id = ?'),
    userAddConsent: db.prepare("UPDATE users SET consents = json_insert(consents, '$[#]', json(?)), updated_at = ? WHERE id = ?"),
    userByPhone: db.prepare<[string], UserRow>('SELECT * FROM users WHERE phone = ?'),
    userById: db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?'),
    userSetHash: db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?'),
    userCount: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users'),
    userSignedIn: db.prepare('UPDATE users SET signed_in_at = MAX(signed_in_at, ?) WHERE id = ?'),
    usersDueWarning: db.prepare<[number], UserRow & { signed_in_at: number }>(
      'SELECT * FROM users WHERE signed_in_at < ? AND (expiry_warned_at IS NULL OR expiry_warned_at < signed_in_at) ORDER BY signed_in_at, id',
    ),
    userWarned: db.prepare('UPDATE users SET expiry_warned_at = ? WHERE id = ?'),
    adminByUsername: db.prepare<[string], AdminRow>('SELECT * FROM admins WHERE username = ?'),
    adminById: db.prepare<[string], AdminRow>('SELECT * FROM admins WHERE id = ?'),
    adminUpsert: db.prepare(`INSERT INTO admins (id, username, password_hash, role, active, created_at, updated_at)
      VALUES (@id, @username, @passwordHash, @role, 1, @createdAt, @updatedAt)
      ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role, active = 1, updated_at = excluded.updated_at`),
    adminInsert: db.prepare(`INSERT INTO admins (id, username, password_hash, role, active, created_at, updated_at)
      VALUES (@id, @username, @passwordHash, @role, @active, @createdAt, @updatedAt)`),
    adminsAll: db.prepare<[], AdminRow>('SELECT * FROM admins ORDER BY created_at, rowid'),
    adminSetActive: db.prepare('UPDATE admins SET active = ?, updated_at = ? WHERE id = ?'),
    otherActiveAdmins: db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM admins WHERE role = 'admin' AND active = 1 AND id != ?"),
    sessionInsert: db.prepare('INSERT INTO sessions (token_hash, kind, subject_id, created_at, last_seen_at, expires_at) VALUES (@tokenHash, @kind, @subjectId, @createdAt, @lastSeenAt, @expiresAt)'),
    sessionGet: db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?'),
    sessionTouch: db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?'),
    sessionDelete: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
    sessionDeleteFor: db.prepare('DELETE FROM sessions WHERE kind = ? AND subject_id = ?'),
  };

  const setActive = db.transaction((id: string, active: boolean, now: number): Admin | null => {
    const row = q.adminById.get(id);
    if (!row) return null;
    if (!active && row.role === 'admin' && row.active === 1 && q.otherActiveAdmins.get(id)!.n === 0) throw new LastActiveAdminError('last active admin');
    q.adminSetActive.run(active ? 1 : 0, now, id);
    return toAdmin(q.adminById.get(id)!);
  });

  return {
    users: {
      async create(user, consents) {
        try {
          q.userInsert.run({ ...user, consents: JSON.stringify(consents) });
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new DuplicateError('phone taken');
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
      async consents(id) {
        const row = q.userConsents.get(id);
        return row ? (JSON.parse(row.consents) as ConsentRecord[]) : [];
      },
      async addConsent(id, consent, now) {
        q.userAddConsent.run(JSON.stringify(consent), now, id);
      },
      async nominee(id) {
        const row = q.userNominee.get(id);
        return row?.nominee ? (JSON.parse(row.nominee) as Nominee) : null;
      },
      async setNominee(id, nominee, now) {
        q.userSetNominee.run(nominee ? JSON.stringify({ name: nominee.name, phone: nominee.phone }) : null, now, id);
      },
      async setPasswordHash(id, passwordHash, now) {
        q.userSetHash.run(passwordHash, now, id);
      },
      async count() {
        return q.userCount.get()!.n;
      },
      async signedIn(id, at) {
        q.userSignedIn.run(at, id);
      },
      async dueWarning(signedInBefore) {
        return q.usersDueWarning.all(signedInBefore).map((row) => ({ user: toUser(row), signedInAt: row.signed_in_at }));
      },
      async markWarned(id, at) {
        q.userWarned.run(at, id);
      },
    },
    admins: {
      async upsert(admin) {
        q.adminUpsert.run(admin);
        return toAdmin(q.adminByUsername.get(admin.username)!);
      },
      async create(admin) {
        try {
          q.adminInsert.run({ ...admin, active: admin.active ? 1 : 0 });
        } catch (err) {
          if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw new DuplicateError('username taken');
          throw err;
        }
      },
      async list() {
        return q.adminsAll.all().map(toAdmin);
      },
      async setActive(id, active, now) {
        // IMMEDIATE: two admins disabling each other at once cannot both see the other still active.
        return setActive.immediate(id, active, now);
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
  };
}
