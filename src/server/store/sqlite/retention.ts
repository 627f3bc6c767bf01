// The purge's retention of WhatsApp messages and drop-off counters on SQLite (docs/server.md, Limits:
// "WhatsApp messages"): a message goes once it is older than the cutoff and unmatched, or every request of
// its service number is done (completed or closed) and unchanged since before the cutoff.
import type Database from 'better-sqlite3';
import { FINAL_STATUSES } from '../../../core/request-status';

// Status names are fixed identifiers of one declaration, never input: safe to write into the query.
const FINAL = FINAL_STATUSES.map((s) => `'${s}'`).join(', ');

/** Statements the purge runs with its cutoffs (`@whatsappBefore`, `@formStatsBeforeDay`). */
export function retentionStatements(db: Database.Database): Database.Statement[] {
  return [
    db.prepare(`DELETE FROM whatsapp_messages WHERE at < @whatsappBefore AND (service_number IS NULL OR NOT EXISTS (
      SELECT 1 FROM requests r WHERE r.service_number = whatsapp_messages.service_number AND (r.status NOT IN (${FINAL}) OR r.updated_at >= @whatsappBefore)))`),
    db.prepare('DELETE FROM form_stats WHERE day < @formStatsBeforeDay'),
  ];
}
