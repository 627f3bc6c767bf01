// The store port's part for the breach report (docs/breach-runbook.md): whom the records of a time
// window belong to, per kind of data that names a person by a number or an e-mail address.
import type { Lang } from '../../core/languages';

/** The data kinds (src/core/data-kinds.ts) whose records name the person they are about. */
export const BREACH_KINDS = ['request', 'whatsapp', 'account', 'feedback', 'grievance'] as const;
export type BreachKind = (typeof BREACH_KINDS)[number];

/** When a breach reached the store: epoch ms, `from` inclusive, `to` exclusive. */
export interface BreachWindow {
  from: number;
  to: number;
}

/** One record of a person, and how to reach them. */
export interface HeldRecord {
  kind: BreachKind;
  /** +91… (or another country's, as Meta gave it) for every kind but feedback. */
  phone: string | null;
  /** Feedback's or a grievance's e-mail address, when its writer gave one. */
  email: string | null;
  /** The language the record says the person reads: a request's page, an account's settings; null when it says none. */
  language: Lang | null;
}

export interface BreachStore {
  breach: {
    /**
     * Every record of `kinds` the store held in the window: written before its end and last written at
     * or after its start (a request received before `to` and changed since `from`; a WhatsApp message
     * or a review that came in it; an account made before `to` and signed in to, or changed with its
     * settings or vehicles, since `from`; a grievance received before `to` and received or answered
     * since `from`).
     */
    heldIn(window: BreachWindow, kinds: readonly BreachKind[]): Promise<HeldRecord[]>;
  };
}
