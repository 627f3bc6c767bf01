// A form's draft is kept per browser tab (sessionStorage), so a reload or a return from WhatsApp opens
// the form again (past its terms) with the values and the service number; 'Clear form' forgets it.
// A request sent while offline is also kept on the device (localStorage) until it goes to WhatsApp:
// the page says its answers stay on the phone, and closing the tab or the installed app ends a tab's
// storage. That copy is opened by a tab with no draft of its own, follows later changes, is named
// on every page with the site's header until then (unsent-requests-notice.tsx), and is forgotten
// once sent, on 'Clear form', at sign-out (shared/person-on-device.ts), or after KEPT_DAYS, so answers
// (names, Aadhaar numbers) do not stay on a shared phone.
// Each carries the browser session it was made in (shared/browser-visit.ts): one made in an earlier
// session (a tab the browser restored, a request kept before the browser was closed) may be someone
// else's, so it opens only once the visitor says it is theirs (claimDraft), and is forgotten after
// EARLIER_DRAFT_HOURS or EARLIER_KEPT_HOURS unless they do (docs/offline.md).
import type { Answer } from '../catalog/types';
import { deviceStorage, tabStorage } from '../shared/browser-storage';
import { isAnswer } from './answers';
import { browserVisit } from '../shared/browser-visit';
import { draftKey as tabKey, unsentKey as deviceKey } from '../shared/personal-keys';

export interface Draft {
  serviceNumber: string;
  values: Record<string, Answer>;
}

/** Where drafts are kept; the browser's storages and session unless a test passes its own. */
export interface DraftStorage {
  tab?: Storage;
  device?: Storage;
  /** This browser session (browser-visit.ts); what another session saved opens only once claimed. */
  visit?: string;
}

/** A draft as stored: with the session it was made in, when it was last saved, and (kept ones) when sent offline. */
interface SavedDraft extends Draft {
  visit?: string;
  savedAt?: number;
  keptAt?: number;
}

/** A draft found in storage, and whether this browser session made it. */
interface Found {
  saved: SavedDraft;
  mine: boolean;
}

export const KEPT_DAYS = 7;
const KEPT_MS = KEPT_DAYS * 24 * 60 * 60 * 1000;
/** A draft of an earlier browser session (its tab restored) waits this long for "Is this your request?". */
export const EARLIER_DRAFT_HOURS = 1;
/** A request kept for WhatsApp in an earlier browser session waits this long for "Is this your request?". */
export const EARLIER_KEPT_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

const browserStorage = (): DraftStorage => ({ tab: tabStorage(), device: deviceStorage(), visit: browserVisit() });

/** This session's draft of the tab, else a request this session sent offline that the device still keeps. */
export function loadDraft(entryId: string, storage = browserStorage(), now = Date.now()): Draft | null {
  const found = [tabDraft(entryId, storage, now), keptDraft(entryId, storage, now)].find((f) => f?.mine);
  return found ? { serviceNumber: found.saved.serviceNumber, values: found.saved.values } : null;
}

/** The service numbers of this entry's draft or kept request made in an earlier browser session: they wait for "Is this your request?". */
export function earlierNumbers(entryId: string, storage = browserStorage(), now = Date.now()): string[] {
  return [tabDraft(entryId, storage, now), keptDraft(entryId, storage, now)].flatMap((f) => (f && !f.mine ? [f.saved.serviceNumber] : []));
}

/** "Yes, it is mine": an earlier session's draft and kept request become this session's; the draft to open. */
export function claimDraft(entryId: string, storage = browserStorage(), now = Date.now()): Draft | null {
  const tab = tabDraft(entryId, storage, now);
  if (tab && !tab.mine) write(storage.tab, tabKey(entryId), { ...tab.saved, visit: storage.visit, savedAt: now });
  const kept = keptDraft(entryId, storage, now);
  if (kept && !kept.mine) write(storage.device, deviceKey(entryId), { ...kept.saved, visit: storage.visit, savedAt: now });
  return loadDraft(entryId, storage, now);
}

export function saveDraft(entryId: string, draft: Draft, storage = browserStorage(), now = Date.now()): void {
  write(storage.tab, tabKey(entryId), { ...draft, visit: storage.visit, savedAt: now });
  // An earlier session's kept request is not this visitor's to change.
  const kept = keptDraft(entryId, storage, now);
  if (kept?.mine) write(storage.device, deviceKey(entryId), { ...draft, visit: storage.visit, savedAt: now, keptAt: kept.saved.keptAt });
}

/** Sent while offline: kept on the device until it goes to WhatsApp. */
export function keepUntilSent(entryId: string, draft: Draft, storage = browserStorage(), now = Date.now()): void {
  write(storage.device, deviceKey(entryId), { ...draft, visit: storage.visit, savedAt: now, keptAt: now });
}

/** WhatsApp opened with it: the device no longer needs the answers; the tab keeps its draft. */
export function forgetUnsent(entryId: string, storage = browserStorage()): void {
  remove(storage.device, deviceKey(entryId));
}

export function clearDraft(entryId: string, storage = browserStorage()): void {
  remove(storage.tab, tabKey(entryId));
  remove(storage.device, deviceKey(entryId));
}

/** A form this browser session started and has not cleared: its entry and service number. */
export interface UnfinishedDraft {
  entryId: string;
  serviceNumber: string;
}

const DRAFT_PREFIX = tabKey('');

/**
 * The forms with answers in this tab's drafts, made in this browser session (one of an earlier
 * session waits for "Is this your request?" and is never named), as the dashboard lists them.
 */
export function unfinishedDrafts(storage = browserStorage(), now = Date.now()): UnfinishedDraft[] {
  const entryIds: string[] = [];
  try {
    for (let i = 0; i < (storage.tab?.length ?? 0); i++) {
      const key = storage.tab?.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) entryIds.push(key.slice(DRAFT_PREFIX.length));
    }
  } catch {
    return [];
  }
  return entryIds.flatMap((entryId) => {
    const found = tabDraft(entryId, storage, now);
    return found?.mine && Object.keys(found.saved.values).length > 0 ? [{ entryId, serviceNumber: found.saved.serviceNumber }] : [];
  });
}

/** A request sent offline that this device still keeps for WhatsApp. */
export interface UnsentRequest {
  entryId: string;
  serviceNumber: string;
  keptAt: number;
  /** Kept in an earlier browser session: named only behind "Is this your request?". */
  earlier: boolean;
}

const UNSENT_PREFIX = deviceKey('');

/** Every request this device keeps until it goes to WhatsApp, oldest first (those past their time are forgotten now). */
export function unsentRequests(storage = browserStorage(), now = Date.now()): UnsentRequest[] {
  const entryIds: string[] = [];
  try {
    for (let i = 0; i < (storage.device?.length ?? 0); i++) {
      const key = storage.device?.key(i);
      if (key?.startsWith(UNSENT_PREFIX)) entryIds.push(key.slice(UNSENT_PREFIX.length));
    }
  } catch {
    return [];
  }
  return entryIds
    .map((entryId) => {
      const kept = keptDraft(entryId, storage, now);
      return kept && { entryId, serviceNumber: kept.saved.serviceNumber, keptAt: kept.saved.keptAt ?? now, earlier: !kept.mine };
    })
    .filter((request) => request !== null)
    .sort((a, b) => a.keptAt - b.keptAt);
}

function tabDraft(entryId: string, storage: DraftStorage, now: number): Found | null {
  return judged(storage.tab, tabKey(entryId), storage.visit, now, EARLIER_DRAFT_HOURS * HOUR_MS);
}

function keptDraft(entryId: string, storage: DraftStorage, now: number): Found | null {
  const found = judged(storage.device, deviceKey(entryId), storage.visit, now, EARLIER_KEPT_HOURS * HOUR_MS);
  const keptAt = found?.saved.keptAt;
  if (found && typeof keptAt === 'number' && now - keptAt < KEPT_MS) return found;
  if (found) remove(storage.device, deviceKey(entryId));
  return null;
}

/** A saved draft and whether this session made it; one of an earlier session past `earlierMs` since its last save is removed. */
function judged(storage: Storage | undefined, key: string, visit: string | undefined, now: number, earlierMs: number): Found | null {
  const saved = read(storage, key);
  if (!saved) return null;
  if (visit !== undefined && saved.visit === visit) return { saved, mine: true };
  const since = [saved.savedAt, saved.keptAt].find((time) => typeof time === 'number') ?? now;
  if (now - since < earlierMs) return { saved, mine: false };
  remove(storage, key);
  return null;
}

function read(storage: Storage | undefined, key: string): SavedDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null; // unreadable drafts are discarded
  }
}

function write(storage: Storage | undefined, key: string, draft: SavedDraft): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the form still works, it just won't survive a reload
  }
}

function remove(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to remove
  }
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.serviceNumber === 'string' &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    Object.values(draft.values).every(isAnswer)
  );
}
