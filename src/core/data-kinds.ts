// Every kind of data the portal keeps, declared once (docs/decisions.md, "Consent and retention"):
// what it is, why, where (SQLite tables with their columns, Firestore collections), how long and who
// receives it. The notice before each form and the privacy policy read their items from this list,
// and tests/server/data-kinds.test.ts compares it with the store's columns and the webhook's fields,
// so a column kept without a kind fails CI. Each record states what the server does: the periods its
// texts name are the purge's (src/server/store/*/retention.ts), the settings below.

/** The texts of a kind, as keys of the app's dictionaries (src/shared/i18n/en-data-kinds.ts). */
export interface DataKindTexts {
  what: string;
  why: string;
  where: string;
  kept: string;
  to: string;
}

/** The server's retention settings (src/server/config.ts, each a *_RETENTION_DAYS variable). */
export type RetentionSetting =
  | 'requestRetentionMs'
  | 'accountRetentionMs'
  | 'auditRetentionMs'
  | 'auditAddressRetentionMs'
  | 'feedbackRetentionMs'
  | 'whatsappRetentionMs'
  | 'formStatsRetentionMs'
  | 'backupRetentionMs'
  | 'grievanceRetentionMs';

export interface DataKind {
  key: string;
  /** Shown to visitors: false for the desk's own accounts and the site's content, which hold nothing of them. */
  shown: boolean;
  /** Named in the notice before a form: what sending one keeps of the visitor (the rest is in the policy). */
  inNotice: boolean;
  /** In the store (and on Firestore where deployed), or only in backup copies of it. */
  where: 'store' | 'copies';
  /** SQLite tables and their columns (src/server/store/sqlite/migrations.ts). */
  tables: Record<string, readonly string[]>;
  /** Firestore collections (src/server/store/firestore/). */
  collections: readonly string[];
  /**
   * The server's settings (src/server/config.ts) whose period its "how long" text states, the purge
   * applying them; empty when nothing deletes it by itself yet (or its text states fixed periods).
   */
  retention: readonly RetentionSetting[];
}

export const DATA_KINDS = [
  {
    key: 'request',
    shown: true,
    inNotice: true,
    where: 'store',
    tables: {
      requests: [
        'id', 'service_number', 'entry_id', 'title', 'created_at', 'updated_at', 'user_id', 'phone', 'vehicle_number', 'status', 'history',
        'language', 'updates', 'case_answers', 'consents', 'fix_round', 'flags', 'fix_code', 'fix_code_exp', 'due_key', 'office',
      ],
    },
    collections: ['requests'],
    retention: ['requestRetentionMs'],
  },
  {
    key: 'whatsapp',
    shown: true,
    inNotice: true,
    where: 'store',
    tables: { whatsapp_messages: ['id', 'key', 'direction', 'phone', 'service_number', 'request_id', 'kind', 'text', 'media', 'at', 'status', 'linked_by'] },
    collections: ['whatsappMessages'],
    retention: ['whatsappRetentionMs'],
  },
  {
    key: 'account',
    shown: true,
    inNotice: false,
    where: 'store',
    tables: {
      users: ['id', 'name', 'phone', 'password_hash', 'created_at', 'updated_at', 'signed_in_at', 'expiry_warned_at', 'consents', 'nominee'],
      user_settings: ['user_id', 'reminders', 'verified_phone', 'updated_at', 'language'],
      vehicles: ['id', 'user_id', 'number', 'expiries', 'created_at', 'updated_at'],
      reminder_marks: ['key', 'sent_at'],
    },
    collections: ['users', 'userSettings', 'vehicles', 'reminderMarks'],
    retention: ['accountRetentionMs'],
  },
  {
    key: 'security',
    shown: true,
    inNotice: false,
    where: 'store',
    tables: {
      sessions: ['token_hash', 'kind', 'subject_id', 'created_at', 'last_seen_at', 'expires_at'],
      otps: ['id', 'phone', 'purpose', 'code_hash', 'sent_at', 'expires_at', 'tries', 'verified_at', 'reset_token_hash'],
      counters: ['key', 'count', 'first_at', 'last_at'],
    },
    collections: ['sessions', 'otps', 'counters'],
    retention: [],
  },
  {
    key: 'log',
    shown: true,
    inNotice: false,
    where: 'store',
    tables: { audit_events: ['id', 'at', 'actor', 'role', 'action', 'target', 'detail', 'ip', 'ok'] },
    collections: ['auditEvents'],
    retention: ['auditRetentionMs', 'auditAddressRetentionMs'],
  },
  {
    key: 'counts',
    shown: true,
    inNotice: false,
    where: 'store',
    tables: {
      form_stats: ['entry_id', 'day', 'field', 'reached', 'invalid', 'sent'],
      request_counts: ['entry_id', 'month', 'came_by', 'status', 'count'],
    },
    collections: ['formStats', 'requestCounts'],
    retention: ['formStatsRetentionMs'],
  },
  {
    key: 'feedback',
    shown: true,
    inNotice: false,
    where: 'store',
    tables: { feedback: ['id', 'name', 'email', 'rating', 'message', 'service_type', 'approved', 'created_at'] },
    collections: ['feedback'],
    retention: ['feedbackRetentionMs'],
  },
  {
    key: 'grievance',
    shown: true,
    inNotice: false,
    where: 'store',
    tables: {
      grievances: ['reference', 'name', 'phone', 'email', 'service_number', 'kind', 'text', 'language', 'received_at', 'answer', 'answered_at', 'answered_by'],
    },
    collections: ['grievances'],
    retention: ['grievanceRetentionMs'],
  },
  {
    // Copies of the whole store: `npm run backup` on SQLite (which deletes its copies past their
    // period), Firestore's managed export (a bucket lifecycle rule of the same period, docs/server.md).
    // Listed in the policy only: in the notice before a form it took Transfer of Ownership's Telugu page
    // past the HTML that arrives in one round trip (docs/architecture.md, "A page in one round trip").
    key: 'backup',
    shown: true,
    inNotice: false,
    where: 'copies',
    tables: {},
    collections: [],
    retention: ['backupRetentionMs'],
  },
  {
    // The desk's own sign-in accounts: nothing of a visitor.
    key: 'staff',
    shown: false,
    inNotice: false,
    where: 'store',
    tables: { admins: ['id', 'username', 'password_hash', 'role', 'created_at', 'updated_at', 'active'] },
    collections: ['admins'],
    retention: [],
  },
  {
    // The service listing, the admins' changes to it and the store's own settings: nothing of a person.
    key: 'site',
    shown: false,
    inNotice: false,
    where: 'store',
    tables: {
      services: ['id', 'category', 'title', 'description', 'icon', 'link', 'active', 'created_at', 'updated_at'],
      listing_entries: ['entry_id', 'paused', 'title', 'description', 'icon', 'updated_at'],
      listing_order: ['category', 'keys', 'updated_at'],
      meta: ['key', 'value'],
    },
    collections: ['services', 'listingEntries', 'listingOrder', 'meta'],
    retention: [],
  },
] as const satisfies readonly DataKind[];

export type DataKindKey = (typeof DATA_KINDS)[number]['key'];

/** The dictionary keys of a kind's texts. */
export const dataKindTexts = ({ key, where }: Pick<DataKind, 'key' | 'where'>): DataKindTexts => ({
  what: `data.${key}.what`,
  why: `data.${key}.why`,
  where: `data.where.${where}`,
  kept: `data.${key}.kept`,
  to: `data.${key}.to`,
});

/** The kinds a visitor is told of, in the privacy policy's order. */
export const SHOWN_DATA_KINDS = DATA_KINDS.filter((kind) => kind.shown);

/** The kinds sending a form keeps, which the notice before it names. */
export const NOTICE_DATA_KINDS = DATA_KINDS.filter((kind) => kind.inNotice);
