import { describe, expect, it } from 'vitest';
import { deskOrder } from '../../src/features/admin/requests/desk-order';
import type { AdminRequest } from '../../src/shared/api/answers';

const request = (serviceNumber: string, dueOn?: string): AdminRequest => ({
  id: serviceNumber,
  serviceNumber,
  entryId: 'driving-licence-renewal',
  title: 'Driving Licence Renewal',
  createdAt: '2026-08-01T04:30:00.000Z',
  receivedAt: null,
  status: 'received',
  updates: true,
  phone: '+919876543210',
  vehicleNumber: null,
  signedIn: false,
  history: [],
  ...(dueOn ? { dueOn } : {}),
});

describe('the desk list order', () => {
  it('puts overdue requests first, then those due today, then the rest in the order given (newest first)', () => {
    const newestFirst = [
      request('A', '2026-08-30'),
      request('B'),
      request('C', '2026-08-18'),
      request('D', '2026-08-10'),
      request('E', '2026-08-18'),
      request('F', '2026-08-17'),
    ];
    expect(deskOrder(newestFirst, '2026-08-18').map((r) => r.serviceNumber)).toEqual(['D', 'F', 'C', 'E', 'A', 'B']);
  });
});
