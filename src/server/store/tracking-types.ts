// The store port's part for request tracking and the dashboard: recorded requests with their status
// history, users' vehicles, per-user settings and the marks of reminders already sent. Times are
// epoch milliseconds, like the rest of the port.
import type { ConsentRecord } from '../../core/consents';
import type { Lang } from '../../core/languages';
import type { NotifyChannel } from '../../core/notify-channels';
import type { RequestStatus } from '../../core/request-status';
import type { VehicleExpiries } from '../../core/reminders';
import type { RequestCase } from '../../catalog/request-case';
import type { FixReasonKey } from '../../catalog/types';

export interface RequestStep {
  status: RequestStatus;
  at: number;
  /** For the visitor to read. */
  note: string | null;
  /** Why it was closed (closed only). */
  reason: string | null;
  /** The admin username who made the change; null for the first step. Never shown to visitors. */
  by: string | null;
  /** Whether the visitor was told of this change, per channel; absent until tried (desk only). */
  sent?: StepSent[];
  /** The change came from the visitor's WhatsApp message (naming its number, or linked by the desk); absent otherwise (desk only). */
  via?: 'whatsapp';
  /** A return for correction (needs_fix: its round and flags) or the correction sent (waiting: its round). */
  fix?: { round: number; flags?: FixFlag[] };
}

/** What the desk asks the visitor to correct: one field of the form, or one document of the guidance. */
export interface FixFlag {
  /** A field's name, or the English text of a documents item (its text, so a later YAML edit cannot change what was flagged). */
  target: { field: string } | { document: string };
  /** A preset of site.yaml's fixReasons, or the desk's own words (whitespace normalised, at most 500 characters). */
  reason: { preset: FixReasonKey } | { text: string };
}

/** One try to tell the visitor of a status change: the channel, and whether it went out. */
export interface StepSent {
  channel: NotifyChannel;
  ok: boolean;
  /** Not sent by the text ledger: a number nobody has proven, or the day's texts spent. */
  refused?: 'unproven' | 'capped';
}

/**
 * A sent form as the portal keeps it. Only these fields exist: the other form values (Aadhaar,
 * dates of birth, addresses ...) travel only in the WhatsApp message.
 */
export interface ServiceRequest {
  /** Derived from the service number and phone, so one request recorded twice is one record. */
  id: string;
  serviceNumber: string;
  entryId: string;
  /** The service's title when it was sent. */
  title: string;
  createdAt: number;
  updatedAt: number;
  /** The account it belongs to: the sender's, or the one whose verified phone matches. */
  userId: string | null;
  /** Normalised +91XXXXXXXXXX: the form's mobile number, else the account's. */
  phone: string;
  vehicleNumber: string | null;
  status: RequestStatus;
  /** Oldest first; starts with 'waiting' ('received' before that status existed). */
  history: RequestStep[];
  /** The language of the page it was sent from: its status texts are written in it. */
  language: Lang;
  /** Whether the visitor gets a text on each status change: only with the statusTexts consent, turned off or on later. */
  updates: boolean;
  /** The consents it was sent on, and any given or withdrawn since (src/core/consents.ts); stores read a record kept without them as []. */
  consents?: ConsentRecord[];
  /**
   * Which fees and expected time apply: the choice answers they read and the counts of counted fees,
   * as the server checked them (src/catalog/request-case.ts). Stores read a record kept without one as {}.
   */
  case?: RequestCase;
  /** The last return for correction: its round (1, 2, …) and flags; absent until the desk first returns it. */
  fixRound?: number;
  flags?: FixFlag[];
  /** The short fix link's code of that round (src/server/tracking/fix-code.ts) and when it stops opening (epoch ms). */
  fixCode?: string;
  fixCodeExp?: number;
}

/** What a return for correction keeps on the request beside its step. */
export type FixRecord = Required<Pick<ServiceRequest, 'fixRound' | 'flags' | 'fixCode' | 'fixCodeExp'>>;

export interface VehicleRecord {
  id: string;
  userId: string;
  /** Upper case without separators (src/core/vehicle-number.ts). */
  number: string;
  expiries: VehicleExpiries;
  createdAt: number;
  updatedAt: number;
}

export interface UserSettings {
  userId: string;
  /** The language its owner last signed in or signed up in; English until then. */
  language: Lang;
  /** Send SMS reminders for due vehicle documents. Off until the user switches it on. */
  reminders: boolean;
  /** The phone number this user last proved with an OTP code; null if never. */
  verifiedPhone: string | null;
  updatedAt: number;
}

/**
 * What the desk's list orders and filters by that only the catalogue can tell (worked out by
 * src/server/tracking/desk-index.ts), kept beside the request: never part of what it reads back.
 */
export interface DeskIndex {
  /** The desk's due day (YYYY-MM-DD in India) as of the last write; null when there is none. */
  dueOn: string | null;
  /** The id of the office the case names (catalog/offices.yaml); null when none. */
  office: string | null;
}

/** The desk's list orders: newest first, or by due day (src/server/store/due-key.ts). */
export type RequestOrder = 'newest' | 'due';

/** One page of a newest-first list; `cursor` is the `next` of the page before. */
export interface PageQuery {
  limit: number;
  cursor: string | null;
}

/** What the support desk searches by; every given field must match. */
export interface RequestFilter {
  status?: RequestStatus;
  entryId?: string;
  serviceNumber?: string;
  /** Normalised +91XXXXXXXXXX. */
  phone?: string;
  /** Upper case without separators. */
  vehicleNumber?: string;
  /** Received at or after this (epoch ms). */
  from?: number;
  /** Received before this (epoch ms). */
  before?: number;
  /** The office the case names (DeskIndex.office). */
  office?: string;
}

export interface Page<T> {
  items: T[];
  /** Opaque; null on the last page. */
  next: string | null;
}

export interface TrackingStore {
  requests: {
    /**
     * Throws DuplicateError when the id is taken (the same service number and phone), NumberTakenError
     * when another request holds the service number (checked in the same transaction as the write).
     * `index` is kept for the desk's order and office filter; without one it has no due day and no office.
     */
    create(request: ServiceRequest, index?: DeskIndex): Promise<void>;
    get(id: string): Promise<ServiceRequest | null>;
    /** The user's requests, newest first. */
    listForUser(userId: string, page: PageQuery): Promise<Page<ServiceRequest>>;
    /**
     * Requests matching the filter, newest first or in the due order (the support desk's queue and
     * search); the due order takes no time bounds (`from`, `before`).
     */
    search(filter: RequestFilter, page: PageQuery, order?: RequestOrder): Promise<Page<ServiceRequest>>;
    /** How many requests are in `status` (any when absent) and were received at or after `from`. */
    count(filter: { status?: RequestStatus; from?: number }): Promise<number>;
    /** How many requests are now in `status` and reached it at or after `since` (epoch ms). */
    countReached(status: RequestStatus, since: number): Promise<number>;
    /** How many requests took a step into `status` at or after `since`, whatever their status now. */
    countStepped(status: RequestStatus, since: number): Promise<number>;
    /** How many requests hold each of `values` in `field` now (0 for a value none holds). */
    countBy(field: 'status' | 'entryId', values: readonly string[]): Promise<Record<string, number>>;
    /** Gives every request with this contact phone and no account to the user; returns how many. */
    attachToUser(phone: string, userId: string, now: number): Promise<number>;
    /**
     * Appends `step` and moves to its status if the request is still in `from`; null when there is
     * no such request or its status changed meanwhile. `dueOn` is its due day after the step (kept
     * as it was when absent).
     */
    changeStatus(id: string, from: RequestStatus, step: RequestStep, dueOn?: string | null): Promise<ServiceRequest | null>;
    /**
     * As changeStatus, to needs_fix, also keeping the return's round, flags and link code on the
     * request (its due day as it was).
     */
    returnForFix(id: string, from: RequestStatus, step: RequestStep, fix: FixRecord): Promise<ServiceRequest | null>;
    /** The request whose fix link holds `code` (the latest one it was sent), or null. */
    byFixCode(code: string): Promise<ServiceRequest | null>;
    /**
     * As changeStatus from needs_fix (the visitor sent the correction), also putting the corrected
     * case in place of the request's when one is given; `dueOn` is its due day once the pause ends.
     */
    correctionSent(id: string, step: RequestStep, corrected: { case?: RequestCase }, dueOn?: string | null): Promise<ServiceRequest | null>;
    /**
     * Works out every request's index again with `indexOf` and keeps those that changed (at start,
     * when the catalogue's rules changed); returns how many changed.
     */
    refreshIndex(indexOf: (request: ServiceRequest) => DeskIndex): Promise<number>;
    /** Records on the step made at `stepAt` whether the visitor was told; null when there is none. */
    noteSent(id: string, stepAt: number, sent: StepSent[]): Promise<ServiceRequest | null>;
    /** Turns the status texts of a request on or off, giving or withdrawing their consent; null when there is no such request. */
    setUpdates(id: string, updates: boolean, now: number): Promise<ServiceRequest | null>;
  };
  vehicles: {
    /** The user's vehicles, oldest first. */
    listForUser(userId: string): Promise<VehicleRecord[]>;
    /** Throws DuplicateError when the user already has this number. */
    create(vehicle: VehicleRecord): Promise<void>;
    /** Null when the vehicle does not exist or is another user's; DuplicateError as create. */
    update(id: string, userId: string, fields: Pick<VehicleRecord, 'number' | 'expiries'>, now: number): Promise<VehicleRecord | null>;
    /** False when the vehicle does not exist or is another user's. */
    delete(id: string, userId: string): Promise<boolean>;
  };
  userSettings: {
    get(userId: string): Promise<UserSettings | null>;
    setReminders(userId: string, reminders: boolean, now: number): Promise<UserSettings>;
    setVerifiedPhone(userId: string, phone: string, now: number): Promise<void>;
    setLanguage(userId: string, language: Lang, now: number): Promise<void>;
    /** Users with reminders on, by user id, after `afterUserId` (null: from the start). */
    listWithReminders(afterUserId: string | null, limit: number): Promise<UserSettings[]>;
  };
  reminderMarks: {
    /** Records that the reminder `key` is being sent; false if it already was. */
    claim(key: string, at: number): Promise<boolean>;
    /** Forgets a claim whose SMS could not be sent, so the next run tries again. */
    release(key: string): Promise<void>;
  };
}
