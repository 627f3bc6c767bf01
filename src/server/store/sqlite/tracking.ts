// Requests, vehicles, user settings and reminder marks on SQLite. The status history and the
// expiry dates are small JSON values kept in one column each.
import type Database from 'better-sqlite3';
import { langOr } from '../../../core/languages';
import type { RequestStatus } from '../../../core/request-status';
import type { VehicleExpiries } from '../../../core/reminders';
import { dueKey, dueOnOfKey } from '../due-key';
import { pageKey, parsePageKey } from '../page-key';
import type { DeskIndex, FixFlag, Page, PageQuery, RequestFilter, RequestStep, ServiceRequest, TrackingStore, UserSettings, VehicleRecord } from '../tracking-types';
import { DuplicateError, NumberTakenError } from '../types';
import type { RequestCase } from '../../../catalog/request-case';
import { withOptionalConsent, type ConsentRecord } from '../../../core/consents';

interface RequestRow {
  id: string; service_number: string; entry_id: string; title: string; created_at: number; updated_at: number;
  user_id: string | null; phone: string; vehicle_number: string | null; status: string; history: string; language: string; updates: number;
  case_answers: string; consents: string;
  fix_round: number | null; flags: string | null; fix_code: string | null; fix_code_exp: number | null;
  due_key: string; office: string | null;
}
interface VehicleRow { id: string; user_id: string; number: string; expiries: string; created_at: number; updated_at: number }
interface SettingsRow { user_id: string; reminders: number; verified_phone: string | null; language: string; updated_at: number }

const toRequest = (r: RequestRow): ServiceRequest => ({
  id: r.id, serviceNumber: r.service_number, entryId: r.entry_id, title: r.title, createdAt: r.created_at, updatedAt: r.updated_at,
  userId: r.user_id, phone: r.phone, vehicleNumber: r.vehicle_number, status: r.status as RequestStatus, history: JSON.parse(r.history) as RequestStep[],
  language: langOr(r.language), updates: r.updates === 1, case: JSON.parse(r.case_answers) as RequestCase,
  consents: JSON.parse(r.consents) as ConsentRecord[],
  ...(r.fix_round !== null ? { fixRound: r.fix_round, flags: JSON.parse(r.flags ?? '[]') as FixFlag[] } : {}),
  ...(r.fix_code !== null && r.fix_code_exp !== null ? { fixCode: r.fix_code, fixCodeExp: r.fix_code_exp } : {}),
});
const toVehicle = (r: VehicleRow): VehicleRecord => ({
  id: r.id, userId: r.user_id, number: r.number, expiries: JSON.parse(r.expiries) as VehicleExpiries, createdAt: r.created_at, updatedAt: r.updated_at,
});
const toSettings = (r: SettingsRow): UserSettings => ({
  userId: r.user_id, language: langOr(r.language), reminders: r.reminders === 1, verifiedPhone: r.verified_phone, updatedAt: r.updated_at,
});

const isUniqueViolation = (err: unknown): boolean => (err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT') === true;

const NO_INDEX: DeskIndex = { dueOn: null, office: null };

// Past the last possible key: the first page starts below it.
const AFTER_ALL = { createdAt: Number.MAX_SAFE_INTEGER, id: '~' };

export function sqliteTracking(db: Database.Database): TrackingStore {
  const q = {
    requestByNumber: db.prepare<[string], { id: string }>('SELECT id FROM requests WHERE service_number = ? LIMIT 1'),
    requestInsert: db.prepare(`INSERT INTO requests (id, service_number, entry_id, title, created_at, updated_at, user_id, phone, vehicle_number, status, history, language, updates, case_answers, consents, due_key, office)
      VALUES (@id, @serviceNumber, @entryId, @title, @createdAt, @updatedAt, @userId, @phone, @vehicleNumber, @status, @history, @language, @updates, @caseAnswers, @consents, @dueKey, @office)`),
    requestGet: db.prepare<[string], RequestRow>('SELECT * FROM requests WHERE id = ?'),
    requestsOfUser: db.prepare<[string, number, number, string, number], RequestRow>(`SELECT * FROM requests WHERE user_id = ?
      AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT ?`),
    // The last step is the one that reached the current status.
    requestsReached: db.prepare<[string, number, number], { n: number }>(`SELECT COUNT(*) AS n FROM requests WHERE status = ? AND updated_at >= ?
      AND json_extract(history, '$[#-1].at') >= ?`),
    // A step since `since` moved the request then, so its updated_at is no earlier.
    requestsStepped: db.prepare<[number, string, number], { n: number }>(`SELECT COUNT(*) AS n FROM requests WHERE updated_at >= ?
      AND EXISTS (SELECT 1 FROM json_each(requests.history) AS step WHERE json_extract(step.value, '$.status') = ? AND json_extract(step.value, '$.at') >= ?)`),
    requestsAttach: db.prepare('UPDATE requests SET user_id = ?, updated_at = ? WHERE phone = ? AND user_id IS NULL'),
    requestStatus: db.prepare('UPDATE requests SET status = ?, history = ?, updated_at = ?, due_key = ? WHERE id = ? AND status = ?'),
    requestIndex: db.prepare('UPDATE requests SET due_key = ?, office = ? WHERE id = ?'),
    requestsAll: db.prepare<[], RequestRow>('SELECT * FROM requests'),
    requestHistory: db.prepare('UPDATE requests SET history = ? WHERE id = ?'),
    requestFix: db.prepare('UPDATE requests SET fix_round = ?, flags = ?, fix_code = ?, fix_code_exp = ? WHERE id = ?'),
    requestByFixCode: db.prepare<[string], RequestRow>('SELECT * FROM requests WHERE fix_code = ?'),
    requestCase: db.prepare('UPDATE requests SET case_answers = ? WHERE id = ?'),
    requestUpdates: db.prepare('UPDATE requests SET updates = ?, consents = ?, updated_at = ? WHERE id = ?'),
    vehiclesOfUser: db.prepare<[string], VehicleRow>('SELECT * FROM vehicles WHERE user_id = ? ORDER BY created_at, rowid'),
    vehicleInsert: db.prepare(`INSERT INTO vehicles (id, user_id, number, expiries, created_at, updated_at)
      VALUES (@id, @userId, @number, @expiries, @createdAt, @updatedAt)`),
    vehicleGet: db.prepare<[string], VehicleRow>('SELECT * FROM vehicles WHERE id = ?'),
    vehicleUpdate: db.prepare('UPDATE vehicles SET number = ?, expiries = ?, updated_at = ? WHERE id = ? AND user_id = ?'),
    vehicleDelete: db.prepare('DELETE FROM vehicles WHERE id = ? AND user_id = ?'),
    settingsGet: db.prepare<[string], SettingsRow>('SELECT * FROM user_settings WHERE user_id = ?'),
    settingsReminders: db.prepare(`INSERT INTO user_settings (user_id, reminders, verified_phone, updated_at) VALUES (?, ?, NULL, ?)
      ON CONFLICT (user_id) DO UPDATE SET reminders = excluded.reminders, updated_at = excluded.updated_at`),
    settingsPhone: db.prepare(`INSERT INTO user_settings (user_id, reminders, verified_phone, updated_at) VALUES (?, 0, ?, ?)
      ON CONFLICT (user_id) DO UPDATE SET verified_phone = excluded.verified_phone, updated_at = excluded.updated_at`),
    settingsLanguage: db.prepare(`INSERT INTO user_settings (user_id, reminders, verified_phone, language, updated_at) VALUES (?, 0, NULL, ?, ?)
      ON CONFLICT (user_id) DO UPDATE SET language = excluded.language, updated_at = excluded.updated_at`),
    settingsWithReminders: db.prepare<[string, number], SettingsRow>('SELECT * FROM user_settings WHERE reminders = 1 AND user_id > ? ORDER BY user_id LIMIT ?'),
    markInsert: db.prepare('INSERT OR IGNORE INTO reminder_marks (key, sent_at) VALUES (?, ?)'),
    markDelete: db.prepare('DELETE FROM reminder_marks WHERE key = ?'),
  };

  function pageOf(rows: ServiceRequest[], limit: number): Page<ServiceRequest> {
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items, next: rows.length > limit && last ? pageKey(last.createdAt, last.id) : null };
  }

  function page(stmt: typeof q.requestsOfUser, value: string, { limit, cursor }: PageQuery): Page<ServiceRequest> {
    const after = (cursor && parsePageKey(cursor)) || AFTER_ALL;
    return pageOf(stmt.all(value, after.createdAt, after.createdAt, after.id, limit + 1).map(toRequest), limit);
  }

  // The filters given decide the statement; each shape is prepared once.
  const statements = new Map<string, Database.Statement>();
  function prepared(sql: string) {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      statements.set(sql, stmt);
    }
    return stmt;
  }
  const COLUMNS = { status: 'status', entryId: 'entry_id', serviceNumber: 'service_number', phone: 'phone', vehicleNumber: 'vehicle_number', office: 'office' } as const;
  function where(filter: RequestFilter): string[] {
    const clauses: string[] = [];
    for (const [key, column] of Object.entries(COLUMNS)) if (filter[key as keyof typeof COLUMNS] !== undefined) clauses.push(`${column} = @${key}`);
    if (filter.from !== undefined) clauses.push('created_at >= @from');
    if (filter.before !== undefined) clauses.push('created_at < @before');
    return clauses;
  }

  // One transaction: a number looked up as free is still free when its request is written.
  const createRequest = db.transaction((request: ServiceRequest, index: DeskIndex) => {
    const holder = q.requestByNumber.get(request.serviceNumber);
    if (holder && holder.id !== request.id) throw new NumberTakenError(request.serviceNumber);
    const { case: caseAnswers = {}, consents = [], ...row } = request;
    q.requestInsert.run({
      ...row,
      history: JSON.stringify(row.history),
      updates: row.updates ? 1 : 0,
      caseAnswers: JSON.stringify(caseAnswers),
      consents: JSON.stringify(consents),
      dueKey: dueKey(request, index.dueOn),
      office: index.office,
    });
  });

  /** Appends the step and moves the request, its key following (its due day `dueOn`, else as it was). */
  function move(row: RequestRow, step: RequestStep, dueOn: string | null | undefined): void {
    const history = [...(JSON.parse(row.history) as RequestStep[]), step];
    const key = dueKey({ id: row.id, createdAt: row.created_at, status: step.status }, dueOn === undefined ? dueOnOfKey(row.due_key) : dueOn);
    q.requestStatus.run(step.status, JSON.stringify(history), step.at, key, row.id, row.status);
  }

  return {
    requests: {
      async create(request, index = NO_INDEX) {
        try {
          createRequest(request, index);
        } catch (err) {
          if (err instanceof NumberTakenError) throw err;
          if (isUniqueViolation(err)) throw new DuplicateError('request exists');
          throw err;
        }
      },
      async get(id) {
        const row = q.requestGet.get(id);
        return row ? toRequest(row) : null;
      },
      async listForUser(userId, query) {
        return page(q.requestsOfUser, userId, query);
      },
      async search(filter, { limit, cursor }, order = 'newest') {
        if (order === 'due') {
          const clauses = [...where(filter), 'due_key > @after'];
          const sql = `SELECT * FROM requests WHERE ${clauses.join(' AND ')} ORDER BY due_key LIMIT @limit`;
          const rows = prepared(sql).all({ ...filter, after: cursor ?? '', limit: limit + 1 }) as RequestRow[];
          const items = rows.slice(0, limit);
          return { items: items.map(toRequest), next: rows.length > limit ? items.at(-1)!.due_key : null };
        }
        const after = (cursor && parsePageKey(cursor)) || AFTER_ALL;
        const clauses = [...where(filter), '(created_at < @afterAt OR (created_at = @afterAt AND id < @afterId))'];
        const sql = `SELECT * FROM requests WHERE ${clauses.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT @limit`;
        const rows = prepared(sql).all({ ...filter, afterAt: after.createdAt, afterId: after.id, limit: limit + 1 }) as RequestRow[];
        return pageOf(rows.map(toRequest), limit);
      },
      async count(filter) {
        const clauses = where(filter);
        const sql = `SELECT COUNT(*) AS n FROM requests${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''}`;
        return (prepared(sql).get(filter) as { n: number }).n;
      },
      async countReached(status, since) {
        return q.requestsReached.get(status, since, since)!.n;
      },
      async countStepped(status, since) {
        return q.requestsStepped.get(since, status, since)!.n;
      },
      async countBy(field, values) {
        const column = field === 'status' ? 'status' : 'entry_id';
        const rows = prepared(`SELECT ${column} AS value, COUNT(*) AS n FROM requests GROUP BY ${column}`).all() as { value: string; n: number }[];
        const found = new Map(rows.map((r) => [r.value, r.n]));
        return Object.fromEntries(values.map((v) => [v, found.get(v) ?? 0]));
      },
      async attachToUser(phone, userId, now) {
        return q.requestsAttach.run(userId, now, phone).changes;
      },
      async changeStatus(id, from, step, dueOn) {
        return db.transaction(() => {
          const row = q.requestGet.get(id);
          if (!row || row.status !== from) return null;
          move(row, step, dueOn);
          return toRequest(q.requestGet.get(id)!);
        }).immediate();
      },
      async returnForFix(id, from, step, fix) {
        return db.transaction(() => {
          const row = q.requestGet.get(id);
          if (!row || row.status !== from) return null;
          move(row, step, undefined);
          q.requestFix.run(fix.fixRound, JSON.stringify(fix.flags), fix.fixCode, fix.fixCodeExp, id);
          return toRequest(q.requestGet.get(id)!);
        }).immediate();
      },
      async correctionSent(id, step, corrected, dueOn) {
        return db.transaction(() => {
          const row = q.requestGet.get(id);
          if (!row || row.status !== 'needs_fix') return null;
          move(row, step, dueOn);
          if (corrected.case) q.requestCase.run(JSON.stringify(corrected.case), id);
          return toRequest(q.requestGet.get(id)!);
        }).immediate();
      },
      async byFixCode(code) {
        const row = q.requestByFixCode.get(code);
        return row ? toRequest(row) : null;
      },
      async refreshIndex(indexOf) {
        return db.transaction(() => {
          // Written after the read: the connection cannot write while it iterates.
          const changed: [string, string | null, string][] = [];
          for (const row of q.requestsAll.iterate()) {
            const request = toRequest(row);
            const index = indexOf(request);
            const key = dueKey(request, index.dueOn);
            if (key !== row.due_key || index.office !== row.office) changed.push([key, index.office, row.id]);
          }
          for (const args of changed) q.requestIndex.run(...args);
          return changed.length;
        }).immediate();
      },
      async noteSent(id, stepAt, sent) {
        return db.transaction(() => {
          const row = q.requestGet.get(id);
          if (!row) return null;
          const history = (JSON.parse(row.history) as RequestStep[]).map((step) => (step.at === stepAt ? { ...step, sent } : step));
          q.requestHistory.run(JSON.stringify(history), id);
          return toRequest(q.requestGet.get(id)!);
        }).immediate();
      },
      async setUpdates(id, updates, now) {
        return db.transaction(() => {
          const row = q.requestGet.get(id);
          if (!row) return null;
          const consents = withOptionalConsent(toRequest(row).consents ?? [], 'statusTexts', updates, now, null);
          q.requestUpdates.run(updates ? 1 : 0, JSON.stringify(consents), now, id);
          return toRequest(q.requestGet.get(id)!);
        }).immediate();
      },
    },
    vehicles: {
      async listForUser(userId) {
        return q.vehiclesOfUser.all(userId).map(toVehicle);
      },
      async create(vehicle) {
        try {
          q.vehicleInsert.run({ ...vehicle, expiries: JSON.stringify(vehicle.expiries) });
        } catch (err) {
          if (isUniqueViolation(err)) throw new DuplicateError('vehicle exists');
          throw err;
        }
      },
      async update(id, userId, fields, now) {
        try {
          if (q.vehicleUpdate.run(fields.number, JSON.stringify(fields.expiries), now, id, userId).changes === 0) return null;
        } catch (err) {
          if (isUniqueViolation(err)) throw new DuplicateError('vehicle exists');
          throw err;
        }
        return toVehicle(q.vehicleGet.get(id)!);
      },
      async delete(id, userId) {
        return q.vehicleDelete.run(id, userId).changes === 1;
      },
    },
    userSettings: {
      async get(userId) {
        const row = q.settingsGet.get(userId);
        return row ? toSettings(row) : null;
      },
      async setReminders(userId, reminders, now) {
        q.settingsReminders.run(userId, reminders ? 1 : 0, now);
        return toSettings(q.settingsGet.get(userId)!);
      },
      async setVerifiedPhone(userId, phone, now) {
        q.settingsPhone.run(userId, phone, now);
      },
      async setLanguage(userId, language, now) {
        q.settingsLanguage.run(userId, language, now);
      },
      async listWithReminders(afterUserId, limit) {
        return q.settingsWithReminders.all(afterUserId ?? '', limit).map(toSettings);
      },
    },
    reminderMarks: {
      async claim(key, at) {
        return q.markInsert.run(key, at).changes === 1;
      },
      async release(key) {
        q.markDelete.run(key);
      },
    },
  };
}
