// The notifier port: how a visitor hears that their request moved. One adapter per channel (SMS,
// WhatsApp); each sends one status update and rejects when it could not.
import type { RequestStatus } from '../../core/request-status';
import type { Lang } from '../../core/languages';
import type { StepSent } from '../store/tracking-types';

export interface StatusUpdate {
  /** Normalised +91XXXXXXXXXX. */
  to: string;
  /** The request's account, which its texts count against; null when it has none. */
  account: string | null;
  language: Lang;
  serviceNumber: string;
  /** The service, in `language`. */
  service: string;
  status: RequestStatus;
  /** The desk's note, or why it was closed, as texts carry it (src/core/note-in-text.ts); null when it wrote none. */
  note: string | null;
  /** The /track page for this number, in `language`. */
  trackUrl: string;
  /** A return for correction: what to correct and the fix link, sent instead of the /track page; null otherwise. */
  fix: FixInText | null;
  /**
   * The request's own phone has written to us (src/server/notify/heard-from-phone.ts), which proves
   * its number for this request's status texts as a code would.
   */
  heardFrom: boolean;
}

/** A return for correction as its texts name it (src/server/tracking/fix-in-text.ts). */
export interface FixInText {
  /** The short fix link (src/server/tracking/fix-link.ts). */
  url: string;
  /** The first flag's field label or document, in the update's language. */
  what: string;
  /** Its reason, on one line (note-in-text.ts); '' once an SMS has no room left for it. */
  why: string;
  /** How many flags follow the first. */
  more: number;
}

export interface Notifier {
  channel: StepSent['channel'];
  send(update: StatusUpdate): Promise<void>;
}
