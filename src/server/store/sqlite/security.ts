// One-time codes, rate-limit counters and the purge of dead records (and of records past their
// retention, retention.ts) on SQLite.
import type Database from 'better-sqlite3';
import type { Counter, PurgeCutoffs, Store } from '../types';
import { sqliteRetention } from './retention';
import { toOtp, type OtpRow } from './rows';

type CounterRow = { count: number; first_at: number; last_at: number };

export function sqliteSecurity(db: Database.Database): Pick<Store, 'otps' | 'counters' | 'purge'> {
  const q = {
    otpPut: db.prepare(`INSERT OR REPLACE INTO otps (id, phone, purpose, code_hash, sent_at, expires_at, tries, verified_at, reset_token_hash)
      VALUES (@id, @phone, @purpose, @codeHash, @sentAt, @expiresAt, @tries, @verifiedAt, @resetTokenHash)`),
    otpGet: db.prepare<[string], OtpRow>('SELECT * FROM otps WHERE id = ?'),
    // One statement: the check and the count cannot be split by a parallel request.
    otpReserve: db.prepare<[string, number, number], OtpRow>(
      'UPDATE otps SET tries = tries + 1 WHERE id = ? AND code_hash IS NOT NULL AND expires_at > ? AND tries < ? RETURNING *',
    ),
    otpVerify: db.prepare('UPDATE otps SET code_hash = NULL, verified_at = ?, reset_token_hash = ? WHERE id = ? AND code_hash = ?'),
    otpFindReset: db.prepare<[string, string, number], OtpRow>(
      "SELECT * FROM otps WHERE phone = ? AND purpose = 'password_reset' AND code_hash IS NULL AND reset_token_hash = ? AND verified_at >= ?",
    ),
    otpSpendReset: db.prepare(
      "DELETE FROM otps WHERE phone = ? AND purpose = 'password_reset' AND code_hash IS NULL AND reset_token_hash = ? AND verified_at >= ?",
    ),
    otpDelete: db.prepare('DELETE FROM otps WHERE id = ?'),
    otpDeleteAll: db.prepare('DELETE FROM otps WHERE phone = ?'),
    counterGet: db.prepare<[string], CounterRow>('SELECT count, first_at, last_at FROM counters WHERE key = ?'),
    counterPut: db.prepare('INSERT OR REPLACE INTO counters (key, count, first_at, last_at) VALUES (?, ?, ?, ?)'),
    counterClear: db.prepare('DELETE FROM counters WHERE key = ?'),
  };
  const purgeStatements = [
    db.prepare('DELETE FROM sessions WHERE expires_at < @sessionExpiredBefore OR last_seen_at < @sessionSeenBefore'),
    db.prepare('DELETE FROM otps WHERE expires_at < @otpExpiredBefore'),
    db.prepare('DELETE FROM counters WHERE last_at < @counterHitBefore'),
  ];
  const retention = sqliteRetention(db);

  const live = (row: CounterRow | undefined, windowMs: number, now: number): Counter | null =>
    row && now - row.first_at < windowMs ? { count: row.count, firstAt: row.first_at, lastAt: row.last_at } : null;

  const hit = db.transaction((key: string, windowMs: number, now: number): Counter => {
    const current = live(q.counterGet.get(key), windowMs, now);
    const next = current ? { count: current.count + 1, firstAt: current.firstAt, lastAt: now } : { count: 1, firstAt: now, lastAt: now };
    q.counterPut.run(key, next.count, next.firstAt, next.lastAt);
    return next;
  });
  const purge = db.transaction((cutoffs: PurgeCutoffs) => purgeStatements.reduce((n, st) => n + st.run(cutoffs).changes, 0) + retention(cutoffs));

  return {
    otps: {
      async put(record) {
        q.otpPut.run(record);
      },
      async get(id) {
        const row = q.otpGet.get(id);
        return row ? toOtp(row) : null;
      },
      async reserveTry(id, now, maxTries) {
        const row = q.otpReserve.get(id, now, maxTries);
        return row ? toOtp(row) : null;
      },
      async markVerified(id, codeHash, now, resetTokenHash) {
        return q.otpVerify.run(now, resetTokenHash, id, codeHash).changes === 1;
      },
      async findResetToken(phone, resetTokenHash, verifiedSince) {
        const row = q.otpFindReset.get(phone, resetTokenHash, verifiedSince);
        return row ? toOtp(row) : null;
      },
      async spendResetToken(phone, resetTokenHash, verifiedSince) {
        return q.otpSpendReset.run(phone, resetTokenHash, verifiedSince).changes === 1;
      },
      async delete(id) {
        q.otpDelete.run(id);
      },
      async deleteAllFor(phone) {
        q.otpDeleteAll.run(phone);
      },
    },
    counters: {
      async hit(key, windowMs, now) {
        // IMMEDIATE takes the write lock first, so a second process cannot interleave.
        return hit.immediate(key, windowMs, now);
      },
      async get(key, windowMs, now) {
        return live(q.counterGet.get(key), windowMs, now);
      },
      async clear(key) {
        q.counterClear.run(key);
      },
    },
    async purge(cutoffs) {
      return purge.immediate(cutoffs);
    },
  };
}
