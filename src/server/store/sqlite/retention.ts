// The purge's retention rules on SQLite (docs/decisions.md, "Consent and retention"; docs/server.md,
// Limits), one behaviour with firestore/retention.ts:
//  - a done request (completed or closed) last changed before its cutoff is added to request_counts
//    and deleted with its WhatsApp thread;
//  - an account last signed in to before its cutoff, whose owner was warned since that sign-in and
//    at least 48 hours ago (tracking/account-expiry-job.ts), is deleted with its settings and vehicles;
//  - audit events keep only their client address's network once past its cutoff (the events since
//    the last purge's cutoff, kept in `meta`);
//  - feedback goes a period after it came, unless it is among the newest approved the site shows;
//  - a WhatsApp message goes once it is older than the cutoff and unmatched, or every request of its
//    service number is done and unchanged since before the cutoff;
//  - a day's drop-off counters go past theirs;
//  - a grievance goes a period after it was answered (an open one stays).
import type Database from 'better-sqlite3';
import { FINAL_STATUSES } from '../../../core/request-status';
import { maskedAddress } from '../masked-address';
import { CAME_BY_WHATSAPP, requestMonth } from '../request-counts';
import type { PurgeCutoffs } from '../types';

// Status names are fixed identifiers of one declaration, never input: safe to write into the query.
const FINAL = FINAL_STATUSES.map((s) => `'${s}'`).join(', ');
const DONE_REQUESTS = `SELECT id FROM requests WHERE status IN (${FINAL}) AND updated_at < @requestDoneBefore`;
const EXPIRED_ACCOUNTS = `SELECT id FROM users WHERE signed_in_at < @accountSignedInBefore
  AND expiry_warned_at >= signed_in_at AND expiry_warned_at < @accountWarnedBefore`;

/** The `meta` key of the time before which audit events' addresses are masked already. */
export const MASKED_BEFORE_KEY = 'audit-addresses-masked-before';

/** The purge's retention, run inside its transaction; returns how many records went. */
export function sqliteRetention(db: Database.Database): (cutoffs: PurgeCutoffs) => number {
  db.function('india_month', { deterministic: true }, (at) => requestMonth(Number(at)));
  db.function('masked_address', { deterministic: true }, (ip) => (typeof ip === 'string' ? maskedAddress(ip) : ip));
  const countDone = db.prepare(`INSERT INTO request_counts (entry_id, month, came_by, status, count)
    SELECT entry_id, india_month(created_at), '${CAME_BY_WHATSAPP}', status, COUNT(*) FROM requests
    WHERE id IN (${DONE_REQUESTS}) GROUP BY entry_id, india_month(created_at), status
    ON CONFLICT (entry_id, month, came_by, status) DO UPDATE SET count = count + excluded.count`);
  const maskedBefore = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const maskAddresses = db.prepare('UPDATE audit_events SET ip = masked_address(ip) WHERE at >= @from AND at < @auditAddressBefore AND ip IS NOT NULL');
  const setMaskedBefore = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const deletions = [
    db.prepare(`DELETE FROM whatsapp_messages WHERE request_id IN (${DONE_REQUESTS})`),
    db.prepare(`DELETE FROM requests WHERE id IN (${DONE_REQUESTS})`),
    db.prepare(`DELETE FROM vehicles WHERE user_id IN (${EXPIRED_ACCOUNTS})`),
    db.prepare(`DELETE FROM user_settings WHERE user_id IN (${EXPIRED_ACCOUNTS})`),
    db.prepare(`DELETE FROM users WHERE id IN (${EXPIRED_ACCOUNTS})`),
    db.prepare('DELETE FROM audit_events WHERE at < @auditBefore'),
    db.prepare(`DELETE FROM feedback WHERE created_at < @feedbackBefore
      AND id NOT IN (SELECT id FROM feedback WHERE approved = 1 ORDER BY created_at DESC, rowid DESC LIMIT @feedbackShown)`),
    db.prepare(`DELETE FROM whatsapp_messages WHERE at < @whatsappBefore AND (service_number IS NULL OR NOT EXISTS (
      SELECT 1 FROM requests r WHERE r.service_number = whatsapp_messages.service_number AND (r.status NOT IN (${FINAL}) OR r.updated_at >= @whatsappBefore)))`),
    db.prepare('DELETE FROM form_stats WHERE day < @formStatsBeforeDay'),
    db.prepare('DELETE FROM grievances WHERE answered_at < @grievanceAnsweredBefore'),
  ];

  return (cutoffs) => {
    countDone.run(cutoffs);
    const from = Number(maskedBefore.get(MASKED_BEFORE_KEY)?.value ?? 0);
    if (cutoffs.auditAddressBefore > from) {
      maskAddresses.run({ from, auditAddressBefore: cutoffs.auditAddressBefore });
      setMaskedBefore.run(MASKED_BEFORE_KEY, String(cutoffs.auditAddressBefore));
    }
    return deletions.reduce((n, st) => n + st.run(cutoffs).changes, 0);
  };
}
