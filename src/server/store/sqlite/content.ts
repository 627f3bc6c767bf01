// The service listing, feedback and store metadata on SQLite.
import type Database from 'better-sqlite3';
import type { Store } from '../types';
import { toFeedback, toService, type FeedbackRow, type ServiceRow } from './rows';

export function sqliteContent(db: Database.Database): Pick<Store, 'services' | 'feedback' | 'meta'> {
  const q = {
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

  return {
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
        return changed === 0 ? null : toService(q.serviceGet.get(id)!);
      },
      async delete(id) {
        return q.serviceDelete.run(id).changes === 1;
      },
    },
    feedback: {
      async create(entry) {
        q.feedbackInsert.run({ ...entry, approved: entry.approved === null ? null : entry.approved ? 1 : 0 });
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
    meta: {
      async get(key) {
        return q.metaGet.get(key)?.value ?? null;
      },
      async setOnce(key, value) {
        return q.metaSetOnce.run(key, value).changes === 1;
      },
    },
  };
}
