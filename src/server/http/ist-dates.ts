// Calendar days in India Standard Time (UTC+5:30, no daylight saving), the time the support desk
// works in: day and week starts for the counts, and `from`/`to` query dates for the lists.
import type { Context } from 'hono';
import { ApiError } from './api-error';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 3600_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant the IST day holding `at` began. */
export function istDayStart(at: number): number {
  return Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** The instant the IST day after the one holding `at` begins: midnight in India. */
export function istNextDayStart(at: number): number {
  return istDayStart(at) + DAY_MS;
}

/** The instant the IST week holding `at` began: Monday 00:00 IST. */
export function istWeekStart(at: number): number {
  const day = istDayStart(at);
  const weekday = new Date(day + IST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  return day - ((weekday + 6) % 7) * DAY_MS;
}

/** `YYYY-MM-DD` of the IST day holding `at`. */
export function istDate(at: number): string {
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm` in IST, as a spreadsheet shows it. */
export function istDateTime(at: number): string {
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

function dayStart(value: string, name: string): number {
  const match = DATE.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const utc = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over into March: a date that does not round-trip is not one.
  if (!match || new Date(utc).toISOString().slice(0, 10) !== value) {
    throw new ApiError(400, 'date.format', { [name]: 'date.invalid' }, { name });
  }
  return utc - IST_OFFSET_MS;
}

/** The `from` and `to` query dates (IST, both inclusive) as [from, before) instants. */
export function istDateRange(c: Context): { from?: number; before?: number } {
  const fromText = c.req.query('from') || undefined;
  const toText = c.req.query('to') || undefined;
  const from = fromText === undefined ? undefined : dayStart(fromText, 'from');
  const before = toText === undefined ? undefined : dayStart(toText, 'to') + DAY_MS;
  if (from !== undefined && before !== undefined && from >= before) {
    throw new ApiError(400, 'date.range', { to: 'date.range_end' });
  }
  return { ...(from !== undefined ? { from } : {}), ...(before !== undefined ? { before } : {}) };
}
