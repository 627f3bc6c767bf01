// Schema migrations, applied in order at start; PRAGMA user_version records how many ran.

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    phone TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE admins (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('admin', 'moderator')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('user', 'admin')),
    subject_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_subject ON sessions (kind, subject_id);
  CREATE TABLE otps (
    phone TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    code_hash TEXT,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0,
    verified_at INTEGER
  );
  CREATE TABLE counters (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    first_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL
  );
  CREATE TABLE services (
    id TEXT PRIMARY KEY,
    category TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    icon TEXT NOT NULL,
    link TEXT NOT NULL,
    active INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX services_listing ON services (category, active, created_at);
  CREATE TABLE feedback (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    rating INTEGER NOT NULL,
    message TEXT NOT NULL,
    service_type TEXT,
    approved INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX feedback_public ON feedback (approved, created_at);
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // Cleanup queries of Store.purge.
  `
  CREATE INDEX sessions_expires ON sessions (expires_at);
  CREATE INDEX sessions_seen ON sessions (last_seen_at);
  CREATE INDEX otps_expires ON otps (expires_at);
  CREATE INDEX counters_last ON counters (last_at);
  `,
  // Verification reserves a try before comparing; a verified reset code holds a reset token.
  `
  ALTER TABLE otps RENAME COLUMN wrong_tries TO tries;
  ALTER TABLE otps ADD COLUMN reset_token_hash TEXT;
  `,
  // Request tracking, vehicles, user settings and sent reminders (src/server/store/tracking-types.ts).
  `
  CREATE TABLE requests (
    id TEXT PRIMARY KEY,
    service_number TEXT NOT NULL,
    entry_id TEXT NOT NULL,
    title TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    user_id TEXT,
    phone TEXT NOT NULL,
    vehicle_number TEXT,
    status TEXT NOT NULL CHECK (status IN ('received', 'in_progress', 'completed', 'closed')),
    history TEXT NOT NULL
  );
  CREATE INDEX requests_user ON requests (user_id, created_at, id);
  CREATE INDEX requests_phone ON requests (phone, user_id);
  CREATE INDEX requests_status ON requests (status, created_at, id);
  CREATE TABLE vehicles (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    number TEXT NOT NULL,
    expiries TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (user_id, number)
  );
  CREATE INDEX vehicles_user ON vehicles (user_id, created_at);
  CREATE TABLE user_settings (
    user_id TEXT PRIMARY KEY,
    reminders INTEGER NOT NULL,
    verified_phone TEXT,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX user_settings_reminders ON user_settings (reminders, user_id);
  CREATE TABLE reminder_marks (
    key TEXT PRIMARY KEY,
    sent_at INTEGER NOT NULL
  );
  `,
  // The admin console: disabled admins, the desk's request search and counts, the audit trail.
  `
  ALTER TABLE admins ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
  CREATE INDEX requests_created ON requests (created_at, id);
  CREATE INDEX requests_entry ON requests (entry_id, created_at, id);
  CREATE INDEX requests_service_number ON requests (service_number);
  CREATE INDEX requests_vehicle ON requests (vehicle_number);
  CREATE INDEX requests_status_updated ON requests (status, updated_at);
  CREATE TABLE audit_events (
    id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    actor TEXT,
    role TEXT,
    action TEXT NOT NULL,
    target TEXT,
    detail TEXT,
    ip TEXT,
    ok INTEGER NOT NULL
  );
  CREATE INDEX audit_at ON audit_events (at, id);
  CREATE INDEX audit_actor ON audit_events (actor, at, id);
  CREATE INDEX audit_action ON audit_events (action, at, id);
  `,
  // The live listing: admins' run-time changes on top of the catalogue (src/server/store/listing-types.ts).
  `
  CREATE TABLE listing_entries (
    entry_id TEXT PRIMARY KEY,
    paused INTEGER NOT NULL,
    title TEXT,
    description TEXT,
    icon TEXT,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE listing_order (
    category TEXT PRIMARY KEY,
    keys TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
  `,
  // The language of an account's reminder texts.
  `
  ALTER TABLE user_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
  `,
  // Codes bound to the browser that asked (keyed by its challenge's hash), several per phone; codes in
  // flight at the upgrade are dropped (they live 10 minutes).
  `
  DROP TABLE otps;
  CREATE TABLE otps (
    id TEXT PRIMARY KEY,
    phone TEXT NOT NULL,
    purpose TEXT NOT NULL,
    code_hash TEXT,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    verified_at INTEGER,
    reset_token_hash TEXT
  );
  CREATE INDEX otps_phone ON otps (phone);
  CREATE INDEX otps_expires ON otps (expires_at);
  `,
  // A request is waiting until the desk has its WhatsApp message: the status check is widened, so
  // the table is built again (SQLite cannot change a CHECK) with its rows and indexes.
  `
  CREATE TABLE requests_next (
    id TEXT PRIMARY KEY,
    service_number TEXT NOT NULL,
    entry_id TEXT NOT NULL,
    title TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    user_id TEXT,
    phone TEXT NOT NULL,
    vehicle_number TEXT,
    status TEXT NOT NULL CHECK (status IN ('waiting', 'received', 'in_progress', 'completed', 'closed')),
    history TEXT NOT NULL
  );
  INSERT INTO requests_next SELECT id, service_number, entry_id, title, created_at, updated_at, user_id, phone, vehicle_number, status, history FROM requests;
  DROP TABLE requests;
  ALTER TABLE requests_next RENAME TO requests;
  CREATE INDEX requests_user ON requests (user_id, created_at, id);
  CREATE INDEX requests_phone ON requests (phone, user_id);
  CREATE INDEX requests_status ON requests (status, created_at, id);
  CREATE INDEX requests_created ON requests (created_at, id);
  CREATE INDEX requests_entry ON requests (entry_id, created_at, id);
  CREATE INDEX requests_service_number ON requests (service_number);
  CREATE INDEX requests_vehicle ON requests (vehicle_number);
  CREATE INDEX requests_status_updated ON requests (status, updated_at);
  `,
  // Status texts to the visitor: the language of the page a request came from, and their switch.
  `
  ALTER TABLE requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
  ALTER TABLE requests ADD COLUMN updates INTEGER NOT NULL DEFAULT 1;
  `,
  // A review's e-mail address is optional: the NOT NULL goes, so the table is built again with its
  // rows (rowid kept: it orders reviews posted in the same millisecond) and its index.
  `
  CREATE TABLE feedback_next (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT,
    rating INTEGER NOT NULL,
    message TEXT NOT NULL,
    service_type TEXT,
    approved INTEGER,
    created_at INTEGER NOT NULL
  );
  INSERT INTO feedback_next (rowid, id, name, email, rating, message, service_type, approved, created_at)
    SELECT rowid, id, name, email, rating, message, service_type, approved, created_at FROM feedback;
  DROP TABLE feedback;
  ALTER TABLE feedback_next RENAME TO feedback;
  CREATE INDEX feedback_public ON feedback (approved, created_at);
  `,
  // The case a request carries (the choices its fees and expected time read), as JSON.
  `
  ALTER TABLE requests ADD COLUMN case_answers TEXT NOT NULL DEFAULT '{}';
  `,
  // Drop-off counts: per service, India calendar day and form field ('*' the whole form), how many
  // page views showed it, left it invalid and were sent. Nothing per visitor.
  `
  CREATE TABLE form_stats (
    entry_id TEXT NOT NULL,
    day TEXT NOT NULL,
    field TEXT NOT NULL,
    reached INTEGER NOT NULL DEFAULT 0,
    invalid INTEGER NOT NULL DEFAULT 0,
    sent INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (entry_id, day, field)
  ) WITHOUT ROWID;
  `,
  // WhatsApp messages in and out (docs/decisions.md, "The desk loop"), keyed by Meta's message id;
  // `key` is its SHA-256, which unmatched messages page on.
  `
  CREATE TABLE whatsapp_messages (
    id TEXT PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    phone TEXT NOT NULL,
    service_number TEXT,
    kind TEXT NOT NULL,
    text TEXT NOT NULL,
    media TEXT NOT NULL,
    at INTEGER NOT NULL,
    status TEXT,
    linked_by TEXT
  );
  CREATE INDEX whatsapp_thread ON whatsapp_messages (service_number, at);
  CREATE INDEX whatsapp_unmatched ON whatsapp_messages (direction, service_number, at, key);
  CREATE INDEX whatsapp_phone_in ON whatsapp_messages (phone, direction, at);
  `,
  // Returns for correction: the last round and its flags (JSON), null until the desk first returns one.
  `
  ALTER TABLE requests ADD COLUMN fix_round INTEGER;
  ALTER TABLE requests ADD COLUMN flags TEXT;
  `,
  // A thread is one request's: each matched message names its request by id. Messages kept before
  // go to the request of their number that their phone sent, as take-in chose it then, else to the
  // number's first request (the one the desk saw them on).
  `
  ALTER TABLE whatsapp_messages ADD COLUMN request_id TEXT;
  UPDATE whatsapp_messages SET request_id = (
    SELECT r.id FROM requests r WHERE r.service_number = whatsapp_messages.service_number
    ORDER BY r.phone = whatsapp_messages.phone DESC, r.created_at, r.id LIMIT 1
  ) WHERE service_number IS NOT NULL;
  DROP INDEX whatsapp_thread;
  CREATE INDEX whatsapp_thread ON whatsapp_messages (request_id, at);
  `,
  // The short fix link (/f/<code>): the code of the last return and when it expires, found by its index.
  `
  ALTER TABLE requests ADD COLUMN fix_code TEXT;
  ALTER TABLE requests ADD COLUMN fix_code_exp INTEGER;
  CREATE UNIQUE INDEX requests_fix_code ON requests (fix_code);
  `,
  // The desk's due order and office filter (src/server/store/due-key.ts). Rows kept before get
  // their key at open (due-keys.ts), without a due day until the server works out every due day and
  // office from the catalogue at start (src/server/tracking/refresh-desk-index.ts).
  `
  ALTER TABLE requests ADD COLUMN due_key TEXT;
  ALTER TABLE requests ADD COLUMN office TEXT;
  CREATE INDEX requests_due ON requests (due_key);
  CREATE INDEX requests_status_due ON requests (status, due_key);
  CREATE INDEX requests_entry_due ON requests (entry_id, due_key);
  CREATE INDEX requests_office_due ON requests (office, due_key);
  CREATE INDEX requests_office ON requests (office, created_at, id);
  `,
  // Retention (docs/decisions.md, "Consent and retention"): what is left of a request past its life,
  // counted per service, month it came (India), how it came and its final status; each account's last
  // sign-in and when its owner was warned of its deletion. An account kept before counts from its
  // latest trace of use: its own change, its settings' (written at each sign-in) or a session's start.
  `
  CREATE TABLE request_counts (
    entry_id TEXT NOT NULL,
    month TEXT NOT NULL,
    came_by TEXT NOT NULL,
    status TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (entry_id, month, came_by, status)
  ) WITHOUT ROWID;
  ALTER TABLE users ADD COLUMN signed_in_at INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN expiry_warned_at INTEGER;
  UPDATE users SET signed_in_at = MAX(created_at, updated_at,
    COALESCE((SELECT s.updated_at FROM user_settings s WHERE s.user_id = users.id), 0),
    COALESCE((SELECT MAX(x.created_at) FROM sessions x WHERE x.kind = 'user' AND x.subject_id = users.id), 0));
  CREATE INDEX users_signed_in ON users (signed_in_at);
  `,
  // The consents a request was sent on, given or withdrawn since (src/core/consents.ts): a request
  // kept before them was sent on the terms alone, with its texts on.
  `
  ALTER TABLE requests ADD COLUMN consents TEXT NOT NULL DEFAULT '[]';
  `,
  // The consents an account was made with (src/core/consents.ts): none for one made before.
  `
  ALTER TABLE users ADD COLUMN consents TEXT NOT NULL DEFAULT '[]';
  `,
  // Grievances to the grievance officer (src/server/store/grievance-types.ts), by their reference:
  // the open ones are listed oldest first, the answered ones purged a period after their answer.
  `
  CREATE TABLE grievances (
    reference TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT,
    service_number TEXT,
    kind TEXT NOT NULL,
    text TEXT NOT NULL,
    language TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    answer TEXT,
    answered_at INTEGER,
    answered_by TEXT
  );
  CREATE INDEX grievances_open ON grievances (answered_at, received_at);
  CREATE INDEX grievances_phone ON grievances (phone, received_at);
  `,
  // An account's nominee (s.14 of the DPDP Act): name and phone as JSON, null when none is named.
  `
  ALTER TABLE users ADD COLUMN nominee TEXT;
  `,
];
