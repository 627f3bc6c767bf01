// A form's draft is kept per browser tab (sessionStorage), so a reload or a return from WhatsApp opens
// the form again (past its terms) with the values and the service number; 'Clear form' forgets it.
// A request sent while offline is also kept on the device (localStorage) until it goes to WhatsApp:
// the page says its answers stay on the phone, and closing the tab or the installed app ends a tab's
// storage. That copy is opened by a tab with no draft of its own, follows later changes, is named
// on every page with the site's header until then (unsent-requests-notice.tsx), and is forgotten
// once sent, on 'Clear form', at sign-out (shared/person-on-device.ts), or after KEPT_DAYS, so answers
// (names, Aadhaar numbers) do not stay on a shared phone.
import { deviceStorage, tabStorage } from '../shared/browser-storage';
import { draftKey as tabKey, unsentKey as deviceKey } from '../shared/personal-keys';

export interface Draft {
  serviceNumber: string;
  values: Record<string, string>;
}

/** Where drafts are kept; the browser's storages unless a test passes its own. */
export interface DraftStorage {
  tab?: Storage;
  device?: Storage;
}

interface KeptDraft extends Draft {
  keptAt: number;
}

export const KEPT_DAYS = 7;
const KEPT_MS = KEPT_DAYS * 24 * 60 * 60 * 1000;

const browserStorage = (): DraftStorage => ({ tab: tabStorage(), device: deviceStorage() });

/** This tab's draft, else a request sent offline that is still kept on the device. */
export function loadDraft(entryId: string, storage = browserStorage(), now = Date.now()): Draft | null {
  const draft = read(storage.tab, tabKey(entryId));
  if (draft) return draft;
  const kept = keptDraft(entryId, storage, now);
  return kept && { serviceNumber: kept.serviceNumber, values: kept.values };
}

export function saveDraft(entryId: string, draft: Draft, storage = browserStorage(), now = Date.now()): void {
  write(storage.tab, tabKey(entryId), draft);
  const kept = keptDraft(entryId, storage, now);
  if (kept) write(storage.device, deviceKey(entryId), { ...draft, keptAt: kept.keptAt });
}

/** Sent while offline: kept on the device until it goes to WhatsApp. */
export function keepUntilSent(entryId: string, draft: Draft, storage = browserStorage(), now = Date.now()): void {
  write(storage.device, deviceKey(entryId), { ...draft, keptAt: now });
}

/** WhatsApp opened with it: the device no longer needs the answers; the tab keeps its draft. */
export function forgetUnsent(entryId: string, storage = browserStorage()): void {
  remove(storage.device, deviceKey(entryId));
}

export function clearDraft(entryId: string, storage = browserStorage()): void {
  remove(storage.tab, tabKey(entryId));
  remove(storage.device, deviceKey(entryId));
}

/** A request sent offline that this device still keeps for WhatsApp. */
export interface UnsentRequest {
  entryId: string;
  serviceNumber: string;
  keptAt: number;
}

const UNSENT_PREFIX = deviceKey('');

/** Whether a change to the device's storage (another tab's `storage` event) may change the requests kept for WhatsApp; a null key is the storage cleared. */
export const changesUnsent = (key: string | null): boolean => key === null || key.startsWith(UNSENT_PREFIX);

/** Every request this device keeps until it goes to WhatsApp, oldest first (those past KEPT_DAYS are forgotten now). */
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
      return kept && { entryId, serviceNumber: kept.serviceNumber, keptAt: kept.keptAt };
    })
    .filter((request) => request !== null)
    .sort((a, b) => a.keptAt - b.keptAt);
}

function keptDraft(entryId: string, storage: DraftStorage, now: number): KeptDraft | null {
  const kept = read(storage.device, deviceKey(entryId));
  if (!kept) return null;
  const keptAt = (kept as Partial<KeptDraft>).keptAt;
  if (typeof keptAt === 'number' && now - keptAt < KEPT_MS) return { ...kept, keptAt };
  remove(storage.device, deviceKey(entryId));
  return null;
}

function read(storage: Storage | undefined, key: string): Draft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null; // unreadable drafts are discarded
  }
}

function write(storage: Storage | undefined, key: string, draft: Draft | KeptDraft): void {
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
    Object.values(draft.values).every((v) => typeof v === 'string')
  );
}
