// The store port's part for grievances to the grievance officer (src/core/grievance.ts): each kept
// under the reference its sender was given, open until the officer records an answer, then kept a
// year (the purge's GRIEVANCE_RETENTION_DAYS) and deleted.
import type { GrievanceKind } from '../../core/grievance';
import type { Lang } from '../../core/languages';

export interface Grievance {
  /** What its sender quotes (src/server/grievances/grievance-reference.ts); unique, the record's id. */
  reference: string;
  name: string;
  /** +91XXXXXXXXXX (src/core/phone.ts). */
  phone: string;
  /** null when the sender gave none (it is optional). */
  email: string | null;
  /** The request it concerns, in its printed form; null when it names none. */
  serviceNumber: string | null;
  kind: GrievanceKind;
  text: string;
  /** The page's language it was sent from: the one to answer in. */
  language: Lang;
  receivedAt: number;
  /** What the officer answered; null while it is open. */
  answer: string | null;
  answeredAt: number | null;
  /** The username of the admin who recorded the answer. */
  answeredBy: string | null;
}

/** An answer as the officer records it. */
export interface GrievanceAnswer {
  answer: string;
  by: string;
  at: number;
}

export interface GrievanceStore {
  grievances: {
    /** Rejects a reference the store holds already: a grievance is never overwritten. */
    create(grievance: Grievance): Promise<void>;
    get(reference: string): Promise<Grievance | null>;
    /** The grievances not answered yet, oldest first: each is due a fixed time after it came, so the one due first. */
    listOpen(): Promise<Grievance[]>;
    /** Records the answer of an open grievance, which closes it; null when there is none or it was answered already. */
    answer(reference: string, answer: GrievanceAnswer): Promise<Grievance | null>;
    /** Every grievance sent with this mobile number, newest first. */
    byPhone(phone: string): Promise<Grievance[]>;
    /** Deletes every grievance sent with this mobile number; how many went. */
    deleteFor(phone: string): Promise<number>;
  };
}
