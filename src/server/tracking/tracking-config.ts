// Settings of request tracking, vehicles and reminders: the catalogue's entries a request may name
// (filled in from the catalogue at start) and the limits, overridable by tests.
import type { DaySpan } from '../../catalog/due-at';
import type { LimitRule } from '../limit-rule';
import type { FixReasonFits, FixReasons, SeedEntry } from '../services/catalog-seed';

export interface TrackingConfig {
  /** Entries by id; null when the catalogue could not be loaded (requests are then refused). */
  entries: ReadonlyMap<string, SeedEntry> | null;
  /** The state's public holidays (YYYY-MM-DD) from the catalogue: due dates skip them. */
  holidays: ReadonlySet<string>;
  /** The preset reasons of a return for correction (from the catalogue at start); null: none. */
  fixReasons: FixReasons | null;
  /** What each preset reason fits (from the catalogue at start); null: none. */
  fixReasonFits: FixReasonFits | null;
  /** The desk's own target where an entry states no official time (from the catalogue at start); null: none. */
  deskTime: DaySpan | null;
  limits: {
    /** Recorded requests per client address (generous: offices and carrier NAT share one). */
    recordPerIp: LimitRule;
    /**
     * Records naming one phone from one client address, by anyone but the phone's proven holder
     * signed in (phone-allowances.ts): each caller has its own, so a stranger's cannot block another's.
     */
    recordPerPhoneAndClient: LimitRule;
    /** The same from every client together: what bounds a stranger who forges addresses. */
    recordPerPhone: LimitRule;
    /** Status look-ups per client address. */
    trackPerIp: LimitRule;
    /**
     * Look-ups from one client address that found nothing: guessing service numbers. Counted per
     * caller, so a stranger's misses cannot block the phone's owner.
     */
    trackMissesPerIp: LimitRule;
    /**
     * Look-ups naming one phone from anywhere, by anyone but its proven holder signed in: bounds
     * guessing whatever addresses a caller claims. Past it every look-up naming the phone is refused
     * (a right pair too, so the refusal tells a guesser nothing), except to that holder.
     */
    trackPerPhone: LimitRule;
    /** Drop-off batches (one per page view of a form) per client address. */
    formStatsPerIp: LimitRule;
    /** Fix links opened or sent per client address (each is signed; this bounds the reads). */
    fixPerIp: LimitRule;
  };
  /** Vehicles one account may keep. */
  maxVehicles: number;
  /** Requests per page of GET /api/me/requests when the client names no limit, and the most it may ask. */
  pageSize: { default: number; max: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function defaultTrackingConfig(): TrackingConfig {
  return {
    entries: null,
    holidays: new Set(),
    fixReasons: null,
    fixReasonFits: null,
    deskTime: null,
    limits: {
      recordPerIp: { max: 60, windowMs: HOUR },
      recordPerPhoneAndClient: { max: 20, windowMs: HOUR },
      recordPerPhone: { max: 60, windowMs: HOUR },
      trackPerIp: { max: 30, windowMs: 10 * MINUTE },
      trackMissesPerIp: { max: 20, windowMs: HOUR },
      trackPerPhone: { max: 100, windowMs: HOUR },
      formStatsPerIp: { max: 120, windowMs: HOUR },
      fixPerIp: { max: 30, windowMs: 10 * MINUTE },
    },
    maxVehicles: 20,
    pageSize: { default: 20, max: 50 },
  };
}

export function entriesById(entries: readonly SeedEntry[]): ReadonlyMap<string, SeedEntry> {
  return new Map(entries.map((e) => [e.id, e]));
}
