// Records that could not reach the server (offline, server down) wait in this browser's
// localStorage and are sent again on the next page load. Small and deduplicated: the same service
// number and phone are one record, and only the newest few are kept.
import { isLang } from '../core/languages';
import { deviceStorage } from '../shared/browser-storage';
import { PENDING_KEY as KEY } from '../shared/personal-keys';
import type { RequestRecord } from './request-record';

export const PENDING_LIMIT = 20;

const sameRequest = (a: RequestRecord, b: RequestRecord) => a.serviceNumber === b.serviceNumber && a.phone === b.phone;

/** Cheap check on every page load: the sender is fetched only when something waits. */
export function hasPending(storage: Storage | undefined = deviceStorage()): boolean {
  try {
    return Boolean(storage?.getItem(KEY));
  } catch {
    return false;
  }
}

export function loadPending(storage: Storage | undefined = deviceStorage()): RequestRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return []; // an unreadable queue is dropped rather than blocking every page
  }
}

export function addPending(record: RequestRecord, storage: Storage | undefined = deviceStorage()): void {
  const others = loadPending(storage).filter((r) => !sameRequest(r, record));
  save([...others, record].slice(-PENDING_LIMIT), storage);
}

export function removePending(record: RequestRecord, storage: Storage | undefined = deviceStorage()): void {
  save(loadPending(storage).filter((r) => !sameRequest(r, record)), storage);
}

/** A request taken back before it was recorded (its answers changed or cleared in its form, or deleted from the notice that names it): none of its records is sent. */
export function dropPendingNumber(serviceNumber: string, storage: Storage | undefined = deviceStorage()): void {
  save(loadPending(storage).filter((r) => r.serviceNumber !== serviceNumber), storage);
}

function save(records: RequestRecord[], storage: Storage | undefined) {
  try {
    if (records.length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(records));
  } catch {
    // storage full or disabled: the record is lost, the WhatsApp message was still sent
  }
}

function isRecord(value: unknown): value is RequestRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const optional = (v: unknown) => v === undefined || typeof v === 'string';
  return typeof r.entryId === 'string' && typeof r.serviceNumber === 'string' && optional(r.phone) && optional(r.vehicleNumber) && (r.language === undefined || isLang(r.language));
}
