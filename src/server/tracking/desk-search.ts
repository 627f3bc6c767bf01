// The support desk's request filters from a query string: `q` is a service number (any case), a
// phone number in any accepted form or a vehicle number, each normalised by its one rule;
// `status`, `service` (a catalogue entry id), `office` (an office id of catalog/offices.yaml) and IST
// `from`/`to` dates narrow the list; `sort` is `newest` (the default) or `due` (due-key.ts), which
// takes no dates.
import type { Context } from 'hono';
import { isRequestStatus, REQUEST_STATUSES } from '../../core/request-status';
import { normalizePhone } from '../../core/phone';
import { readServiceNumber } from '../../core/service-number';
import { parseVehicleNumber } from '../../core/vehicle-number';
import { ApiError } from '../http/api-error';
import { istDateRange } from '../http/ist-dates';
import type { RequestFilter, RequestOrder } from '../store/tracking-types';

const ENTRY_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;
const OFFICE_ID = ENTRY_ID;
const Q_HINT = 'request.search_hint';

/** Which record field the search text names, or null when it is none of them. */
export function searchTerm(q: string): Pick<RequestFilter, 'serviceNumber' | 'phone' | 'vehicleNumber'> | null {
  const serviceNumber = readServiceNumber(q);
  if (serviceNumber) return { serviceNumber };
  const phone = normalizePhone(q);
  if (phone.ok) return { phone: phone.phone };
  const vehicleNumber = parseVehicleNumber(q);
  return vehicleNumber ? { vehicleNumber } : null;
}

export function deskFilter(c: Context): RequestFilter {
  const filter: RequestFilter = istDateRange(c);
  const q = c.req.query('q')?.trim();
  if (q) {
    const term = searchTerm(q.slice(0, 40));
    if (!term) throw new ApiError(400, Q_HINT, { q: Q_HINT });
    Object.assign(filter, term);
  }
  const status = c.req.query('status');
  if (status) {
    if (!isRequestStatus(status)) {
      throw new ApiError(400, 'request.status_filter', { status: 'status.unknown' }, { statuses: REQUEST_STATUSES.join(', ') });
    }
    filter.status = status;
  }
  const service = c.req.query('service');
  if (service) {
    if (!ENTRY_ID.test(service)) throw new ApiError(400, 'request.unknown_service', { service: 'request.unknown_service' });
    filter.entryId = service;
  }
  const office = c.req.query('office');
  if (office) {
    if (!OFFICE_ID.test(office)) throw new ApiError(400, 'request.unknown_office', { office: 'request.unknown_office' });
    filter.office = office;
  }
  return filter;
}

/** The list's order; the due order with dates is refused (it would page over every date). */
export function deskOrder(c: Context, filter: RequestFilter): RequestOrder {
  const sort = c.req.query('sort') || 'newest';
  if (sort !== 'newest' && sort !== 'due') throw new ApiError(400, 'request.sort_filter', { sort: 'request.sort_filter' });
  if (sort === 'due' && (filter.from !== undefined || filter.before !== undefined)) throw new ApiError(400, 'request.due_with_dates', { sort: 'request.due_with_dates' });
  return sort;
}
