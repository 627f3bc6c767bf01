// Which vehicle documents need renewing soon: one rule for the dashboard's Upcoming Reminders and
// the server's daily SMS job. Dates are calendar days ('YYYY-MM-DD') so that no time zone can move
// a due date; `indiaToday` gives the day it is in India for a moment in time.

export const EXPIRY_KINDS = ['insurance', 'puc', 'fitness', 'permit', 'roadTax'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

/** Expiry dates as 'YYYY-MM-DD'; a missing kind is not tracked. */
export type VehicleExpiries = Partial<Record<ExpiryKind, string>>;

/** A vehicle as GET /api/me/vehicles returns it. */
export interface Vehicle {
  id: string;
  /** Upper case, no spaces or dashes (src/core/vehicle-number.ts). */
  number: string;
  expiries: VehicleExpiries;
}

export interface DueReminder {
  vehicleId: string;
  number: string;
  kind: ExpiryKind;
  dueDate: string;
  /** The due date has passed (a document due today is not yet overdue). */
  overdue: boolean;
}

export const REMINDER_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;
// India has one time zone and no daylight saving: UTC+05:30 all year.
const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar day in India at `epochMs`, as 'YYYY-MM-DD'. */
export function indiaToday(epochMs: number): string {
  return new Date(epochMs + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * Every tracked document that is overdue or due within `windowDays` of `today` (inclusive), the
 * earliest due date first, so overdue items lead. Ties keep vehicle order, then EXPIRY_KINDS order.
 */
export function dueReminders(vehicles: readonly Vehicle[], today: string, windowDays: number = REMINDER_WINDOW_DAYS): DueReminder[] {
  const last = addDays(today, windowDays);
  const due: DueReminder[] = [];
  for (const vehicle of vehicles) {
    for (const kind of EXPIRY_KINDS) {
      const dueDate = vehicle.expiries[kind];
      if (dueDate === undefined || !isCalendarDate(dueDate) || dueDate > last) continue;
      due.push({ vehicleId: vehicle.id, number: vehicle.number, kind, dueDate, overdue: dueDate < today });
    }
  }
  // Array.prototype.sort is stable: equal dates keep the order they were found in.
  return due.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}
