// Grievances on SQLite (grievance-types.ts).
import type Database from 'better-sqlite3';
import type { GrievanceKind } from '../../../core/grievance';
import { langOr } from '../../../core/languages';
import type { Grievance, GrievanceStore } from '../grievance-types';

interface GrievanceRow {
  reference: string;
  name: string;
  phone: string;
  email: string | null;
  service_number: string | null;
  kind: string;
  text: string;
  language: string;
  received_at: number;
  answer: string | null;
  answered_at: number | null;
  answered_by: string | null;
}

const toGrievance = (r: GrievanceRow): Grievance => ({
  reference: r.reference,
  name: r.name,
  phone: r.phone,
  email: r.email,
  serviceNumber: r.service_number,
  kind: r.kind as GrievanceKind,
  text: r.text,
  language: langOr(r.language),
  receivedAt: r.received_at,
  answer: r.answer,
  answeredAt: r.answered_at,
  answeredBy: r.answered_by,
});

export function sqliteGrievances(db: Database.Database): GrievanceStore {
  const q = {
    insert: db.prepare(`INSERT INTO grievances (reference, name, phone, email, service_number, kind, text, language, received_at, answer, answered_at, answered_by)
      VALUES (@reference, @name, @phone, @email, @serviceNumber, @kind, @text, @language, @receivedAt, @answer, @answeredAt, @answeredBy)`),
    get: db.prepare<[string], GrievanceRow>('SELECT * FROM grievances WHERE reference = ?'),
    open: db.prepare<[], GrievanceRow>('SELECT * FROM grievances WHERE answered_at IS NULL ORDER BY received_at, reference'),
    answer: db.prepare('UPDATE grievances SET answer = @answer, answered_at = @at, answered_by = @by WHERE reference = @reference AND answered_at IS NULL'),
    byPhone: db.prepare<[string], GrievanceRow>('SELECT * FROM grievances WHERE phone = ? ORDER BY received_at DESC, reference'),
    deleteFor: db.prepare('DELETE FROM grievances WHERE phone = ?'),
  };
  return {
    grievances: {
      async create(grievance) {
        q.insert.run(grievance);
      },
      async get(reference) {
        const row = q.get.get(reference);
        return row ? toGrievance(row) : null;
      },
      async listOpen() {
        return q.open.all().map(toGrievance);
      },
      async answer(reference, answer) {
        if (q.answer.run({ reference, ...answer }).changes === 0) return null;
        return toGrievance(q.get.get(reference)!);
      },
      async byPhone(phone) {
        return q.byPhone.all(phone).map(toGrievance);
      },
      async deleteFor(phone) {
        return q.deleteFor.run(phone).changes;
      },
    },
  };
}
