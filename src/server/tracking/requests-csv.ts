// The desk's CSV export: one row per request, RFC 4180 quoting, CRLF lines, a UTF-8 byte order
// mark so spreadsheet programs read Telugu notes right. Sent is when the form was sent, Received its
// latest step into received (empty while it never was). A cell a spreadsheet would run as a
// formula (starting with = + - @, tab or carriage return) is prefixed with ' (OWASP CSV injection).
import { statusOf } from '../../core/request-status';
import { istDateTime } from '../http/ist-dates';
import type { ServiceRequest } from '../store/tracking-types';
import { receivedAt } from './received-at';

const HEADER = ['Service number', 'Service', 'Status', 'Sent at (IST)', 'Received at (IST)', 'Updated at (IST)', 'Phone', 'Vehicle number', 'Last note'];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function lastNote(r: ServiceRequest): string {
  for (let i = r.history.length - 1; i >= 0; i--) {
    const text = r.history[i]!.note ?? r.history[i]!.reason;
    if (text) return text;
  }
  return '';
}

export function requestsCsv(requests: readonly ServiceRequest[]): string {
  const rows = requests.map((r) => {
    const received = receivedAt(r.history);
    return [
      r.serviceNumber,
      r.title,
      statusOf(r.status).desk,
      istDateTime(r.createdAt),
      received === null ? '' : istDateTime(received),
      istDateTime(r.updatedAt),
      r.phone,
      r.vehicleNumber ?? '',
      lastNote(r),
    ];
  });
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
