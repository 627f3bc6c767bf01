// The storage port: everything the API keeps, as plain records with times in epoch milliseconds.
// Two adapters implement it (sqlite/, firestore/) and tests/server/store-contract.test.ts holds
// both to the same behaviour.
import type { ConsentRecord } from '../../core/consents';
import type { ServiceBody } from '../../shared/api/bodies';
import type { AdminRole, User } from './account-types';
import type { AuditStore } from './audit-types';
import type { BreachStore } from './breach-types';
import type { ErasureStore } from './erasure-types';
import type { FormStatsStore } from './form-stats-types';
import type { GrievanceStore } from './grievance-types';
import type { ListingStore } from './listing-types';
import type { TrackingStore } from './tracking-types';
import type { WhatsAppStore } from './whatsapp-types';

// The two records the audit and erasure ports name too, below them and this file.
export type { AdminRole, User } from './account-types';

/** An account's nominee: name and phone (+91XXXXXXXXXX). */
export interface Nominee {
  name: string;
  phone: string;
}

/** An account near the end of its retention: no sign-in since `signedInAt`. */
export interface ExpiringAccount {
  user: User;
  signedInAt: number;
}

export interface Admin {
  id: string;
  username: string;
  passwordHash: string;
  role: AdminRole;
  /** A disabled admin cannot sign in; `admin:create` enables the account again. */
  active: boolean;
  createdAt: number;
  updatedAt: number;
}

export type SessionKind = 'user' | 'admin';

export interface Session {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  tokenHash: string;
  kind: SessionKind;
  subjectId: string;
  createdAt: number;
  lastSeenAt: number;
  /** Absolute expiry; idle expiry is lastSeenAt + the configured idle time. */
  expiresAt: number;
}

/**
 * `data_access`: a code that lets /track download and erase what is kept of the number (src/server/erasure/data-token.ts);
 * `guardian`: a code to a guardian's phone that lets a minor's request be recorded (src/server/tracking/guardian-token.ts).
 */
export type OtpPurpose = 'password_reset' | 'login' | 'data_access' | 'guardian';

/**
 * One code texted to a phone, bound to the browser that asked for it: `id` is the SHA-256 of the
 * challenge that browser alone holds. A phone may have several live codes (its owner's and a
 * stranger's), so nobody else's request can replace, burn or outwait the owner's code.
 */
export interface OtpRecord {
  id: string;
  phone: string;
  purpose: OtpPurpose;
  /** Null once verified: a verified record is only a permission to reset the password. */
  codeHash: string | null;
  sentAt: number;
  expiresAt: number;
  /** Tries reserved so far: each verification reserves one before it compares the code. */
  tries: number;
  verifiedAt: number | null;
  /** SHA-256 of the reset token handed out when a password_reset code was verified. */
  resetTokenHash: string | null;
}

/** A fixed-window counter. */
export interface Counter {
  count: number;
  firstAt: number;
  lastAt: number;
}

/** The categories schemas/api/service.schema.json allows (src/shared/api/bodies.ts). */
export type ServiceCategory = ServiceBody['category'];

export interface ServiceFields {
  category: ServiceCategory;
  title: string;
  description: string;
  icon: string;
  link: string;
  active: boolean;
}

export interface Service extends ServiceFields {
  id: string;
  createdAt: number;
  updatedAt: number;
}

export interface FeedbackFields {
  name: string;
  /** null when the visitor gave none (it is optional). */
  email: string | null;
  rating: number;
  message: string;
  serviceType: string | null;
}

export interface Feedback extends FeedbackFields {
  id: string;
  /** null until a moderator decides. */
  approved: boolean | null;
  createdAt: number;
}

/** The newest approved reviews the site shows (GET /api/feedback); the purge keeps them while they show. */
export const PUBLIC_FEEDBACK_COUNT = 6;

export class DuplicateError extends Error {}

/** Thrown instead of recording a request under a service number another request holds. */
export class NumberTakenError extends Error {}

/** Thrown instead of disabling the only active admin with role `admin`: the portal needs one. */
export class LastActiveAdminError extends Error {}

/** Records older than these times (epoch ms) are dead and may be deleted. */
export interface PurgeCutoffs {
  /** Sessions whose absolute expiry is before this. */
  sessionExpiredBefore: number;
  /** Sessions last seen before this (idle past every kind's idle limit). */
  sessionSeenBefore: number;
  /** OTP records that expired before this (past any reset window too). */
  otpExpiredBefore: number;
  /** Counters last hit before this (past every window and lock-out). */
  counterHitBefore: number;
  /** Audit events recorded before this (past the retention of the audit trail). */
  auditBefore: number;
  /** Audit events recorded before this keep only the network of their client address (/24, IPv6 /48). */
  auditAddressBefore: number;
  /** Done requests (completed or closed) last changed before this: reduced to counts, with their threads. */
  requestDoneBefore: number;
  /** Accounts last signed in to before this and warned before `accountWarnedBefore` (and since that sign-in). */
  accountSignedInBefore: number;
  accountWarnedBefore: number;
  /** Feedback that came before this, unless it is among the `feedbackShown` newest approved (what the site shows). */
  feedbackBefore: number;
  feedbackShown: number;
  /**
   * WhatsApp messages that came before this and are unmatched, or whose request (every request of
   * their service number) is done, completed or closed, and last changed before this.
   */
  whatsappBefore: number;
  /** Drop-off counters of the days (YYYY-MM-DD, India) before this one. */
  formStatsBeforeDay: string;
  /** Grievances answered before this; an open one is kept whatever its age. */
  grievanceAnsweredBefore: number;
}

export interface Store extends TrackingStore, AuditStore, ListingStore, FormStatsStore, WhatsAppStore, BreachStore, ErasureStore, GrievanceStore {
  users: {
    /** Throws DuplicateError when the phone is taken. `consents`: what the person agreed to at sign-up, kept with the account. */
    create(user: User, consents: readonly ConsentRecord[]): Promise<void>;
    /** The consents the account was made with (none for one made before they were recorded). */
    consents(id: string): Promise<ConsentRecord[]>;
    /** Adds a consent given since (the account's notice agreed to again after it changed); the earlier ones stay, as proof of what was given when. */
    addConsent(id: string, consent: ConsentRecord, now: number): Promise<void>;
    /** Who may use the holder's rights after their death or incapacity (s.14 of the DPDP Act); null when none is named. */
    nominee(id: string): Promise<Nominee | null>;
    /** Names the nominee, or (null) removes them. */
    setNominee(id: string, nominee: Nominee | null, now: number): Promise<void>;
    byPhone(phone: string): Promise<User | null>;
    byId(id: string): Promise<User | null>;
    setPasswordHash(id: string, passwordHash: string, now: number): Promise<void>;
    count(): Promise<number>;
    /** Records a sign-in (a new account counts as signed in when made): its retention counts from the last. */
    signedIn(id: string, at: number): Promise<void>;
    /** Accounts last signed in to before `signedInBefore` whose owner has not been warned since, oldest sign-in first. */
    dueWarning(signedInBefore: number): Promise<ExpiringAccount[]>;
    /** Records that the owner was warned of the deletion (or cannot be); the purge deletes it 48 hours later at the earliest. */
    markWarned(id: string, at: number): Promise<void>;
  };
  admins: {
    /** Creates the admin, or resets password and role of an existing username and enables it. */
    upsert(admin: Admin): Promise<Admin>;
    /** Creates the admin; throws DuplicateError when the username is taken. */
    create(admin: Admin): Promise<void>;
    byUsername(username: string): Promise<Admin | null>;
    byId(id: string): Promise<Admin | null>;
    /** Every admin, oldest first. */
    list(): Promise<Admin[]>;
    /**
     * Enables or disables the account; null when there is none. Throws LastActiveAdminError rather
     * than disable the last active admin with role `admin`, checked atomically with the change.
     */
    setActive(id: string, active: boolean, now: number): Promise<Admin | null>;
  };
  sessions: {
    create(session: Session): Promise<void>;
    get(tokenHash: string): Promise<Session | null>;
    touch(tokenHash: string, lastSeenAt: number): Promise<void>;
    delete(tokenHash: string): Promise<void>;
    deleteAllFor(kind: SessionKind, subjectId: string): Promise<number>;
  };
  otps: {
    /** Replaces any earlier record with the same id. */
    put(record: OtpRecord): Promise<void>;
    get(id: string): Promise<OtpRecord | null>;
    /**
     * Atomically reserves one try of a live code (unverified, unexpired, fewer than `maxTries`
     * reserved) and returns the record as reserved, or null. Parallel callers can never reserve
     * more than `maxTries` between them, so no more codes than that are ever compared.
     */
    reserveTry(id: string, now: number, maxTries: number): Promise<OtpRecord | null>;
    /**
     * Marks the record verified if it still holds this code hash, keeping the hash of the reset
     * token it hands out (null for a login code); false if it changed meanwhile.
     */
    markVerified(id: string, codeHash: string, now: number, resetTokenHash: string | null): Promise<boolean>;
    /** The phone's verified password_reset record holding this token hash, verified at or after `verifiedSince`; reads only. */
    findResetToken(phone: string, resetTokenHash: string, verifiedSince: number): Promise<OtpRecord | null>;
    /**
     * Spends a reset token: deletes the phone's verified password_reset record if it holds this
     * token hash and was verified at or after `verifiedSince`. True for exactly one caller.
     */
    spendResetToken(phone: string, resetTokenHash: string, verifiedSince: number): Promise<boolean>;
    delete(id: string): Promise<void>;
    /** Every code of the phone: once one of them signed in or reset the password, the rest are void. */
    deleteAllFor(phone: string): Promise<void>;
  };
  counters: {
    /** Atomically counts one event in a window that starts at the first event. */
    hit(key: string, windowMs: number, now: number): Promise<Counter>;
    /** The live counter, or null when none or expired. */
    get(key: string, windowMs: number, now: number): Promise<Counter | null>;
    clear(key: string): Promise<void>;
  };
  services: {
    listAll(): Promise<Service[]>;
    listActive(category: ServiceCategory): Promise<Service[]>;
    get(id: string): Promise<Service | null>;
    create(service: Service): Promise<void>;
    /** Null when there is no such service. */
    update(id: string, fields: ServiceFields, now: number): Promise<Service | null>;
    delete(id: string): Promise<boolean>;
  };
  feedback: {
    create(feedback: Feedback): Promise<void>;
    listAll(): Promise<Feedback[]>;
    listApproved(limit: number): Promise<Feedback[]>;
    setApproved(id: string, approved: boolean): Promise<Feedback | null>;
    delete(id: string): Promise<boolean>;
  };
  /** Deletes what can no longer be used; returns how many records went. */
  purge(cutoffs: PurgeCutoffs): Promise<number>;
  meta: {
    get(key: string): Promise<string | null>;
    /** Sets the key only if absent; true when this call set it. */
    setOnce(key: string, value: string): Promise<boolean>;
  };
  /** Resolves when the store answers a read, rejects when it does not (GET /api/health). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
