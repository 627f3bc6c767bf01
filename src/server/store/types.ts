// The storage port: everything the API keeps, as plain records with times in epoch milliseconds.
// Two adapters implement it (sqlite/, firestore/) and tests/server/store-contract.test.ts holds
// both to the same behaviour.
import type { TrackingStore } from './tracking-types';

export interface User {
  id: string;
  name: string;
  /** Normalised +91XXXXXXXXXX; unique. */
  phone: string;
  passwordHash: string;
  createdAt: number;
  updatedAt: number;
}

export type AdminRole = 'admin' | 'moderator';

export interface Admin {
  id: string;
  username: string;
  passwordHash: string;
  role: AdminRole;
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

export type OtpPurpose = 'password_reset' | 'login';

/** The one live code of a phone number. */
export interface OtpRecord {
  phone: string;
  purpose: OtpPurpose;
  /** Null once verified: a verified record is only a permission to reset the password. */
  codeHash: string | null;
  sentAt: number;
  expiresAt: number;
  wrongTries: number;
  verifiedAt: number | null;
}

/** A fixed-window counter. */
export interface Counter {
  count: number;
  firstAt: number;
  lastAt: number;
}

export type ServiceCategory = 'vehicle' | 'driving-licence';

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
  email: string;
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

export class DuplicateError extends Error {}

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
}

export interface Store extends TrackingStore {
  users: {
    /** Throws DuplicateError when the phone is taken. */
    create(user: User): Promise<void>;
    byPhone(phone: string): Promise<User | null>;
    byId(id: string): Promise<User | null>;
    setPasswordHash(id: string, passwordHash: string, now: number): Promise<void>;
    count(): Promise<number>;
  };
  admins: {
    /** Creates the admin, or resets password and role of an existing username. */
    upsert(admin: Admin): Promise<Admin>;
    byUsername(username: string): Promise<Admin | null>;
    byId(id: string): Promise<Admin | null>;
  };
  sessions: {
    create(session: Session): Promise<void>;
    get(tokenHash: string): Promise<Session | null>;
    touch(tokenHash: string, lastSeenAt: number): Promise<void>;
    delete(tokenHash: string): Promise<void>;
    deleteAllFor(kind: SessionKind, subjectId: string): Promise<number>;
  };
  otps: {
    /** Replaces any earlier record of the phone. */
    put(record: OtpRecord): Promise<void>;
    get(phone: string): Promise<OtpRecord | null>;
    /** Atomically adds one wrong try and returns the new total (0 if there is no record). */
    addWrongTry(phone: string): Promise<number>;
    /** Marks the record verified if it still holds this code hash; false if it changed meanwhile. */
    markVerified(phone: string, codeHash: string, now: number): Promise<boolean>;
    delete(phone: string): Promise<void>;
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
  close(): Promise<void>;
}
