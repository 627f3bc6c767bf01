// The purge's retention of WhatsApp messages and drop-off counters, one behaviour on SQLite and on
// Firestore (the in-process emulator): a message goes N days after its request is done (completed or
// closed) or, unmatched, N days after it came; a day's counters M days after it.
import { describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../src/server/store/tracking-types';
import type { PurgeCutoffs, Store } from '../../src/server/store/types';
import type { WhatsAppMessage } from '../../src/server/store/whatsapp-types';
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';

const open = bothStores('retention');
const stores: [string, () => Store][] = [
  [SQLITE, open.sqlite],
  [FIRESTORE, open.firestore],
];

const request = (id: string, serviceNumber: string, over: Partial<ServiceRequest>): ServiceRequest => ({
  id,
  serviceNumber,
  entryId: 'vehicle-ekyc',
  title: 'Vehicle eKYC',
  createdAt: 100,
  updatedAt: 100,
  userId: null,
  phone: '+919876543210',
  vehicleNumber: null,
  status: 'received',
  history: [{ status: 'received', at: 100, note: null, reason: null, by: null }],
  language: 'en',
  updates: true,
  case: {},
  ...over,
});

const message = (id: string, serviceNumber: string | null, at: number): WhatsAppMessage => ({
  id: `wamid.${id}`,
  direction: 'in',
  phone: '+919876543210',
  serviceNumber,
  requestId: null,
  kind: 'text',
  text: id,
  media: [],
  at,
  status: null,
  linkedBy: null,
});

// Nothing else is old enough to go: only the two retentions under test cut.
const cutoffs = (whatsappBefore: number, formStatsBeforeDay: string): PurgeCutoffs => ({
  sessionExpiredBefore: 0,
  sessionSeenBefore: 0,
  otpExpiredBefore: 0,
  counterHitBefore: 0,
  auditBefore: 0,
  whatsappBefore,
  formStatsBeforeDay,
});

describe.each(stores)('retention: %s', (_, open) => {
  it('deletes the messages of a request done before the cutoff and old unmatched ones, keeps the rest', async () => {
    const s = open();
    try {
      await s.requests.create(request('closed-long-ago', 'VS100000001', { status: 'closed', updatedAt: 400 }));
      await s.requests.create(request('completed-lately', 'VS100000002', { status: 'completed', updatedAt: 600 }));
      await s.requests.create(request('still-open', 'VS100000003', { status: 'in_progress', updatedAt: 200 }));
      for (const m of [
        message('closed-old', 'VS100000001', 200),
        // Written after the closing: kept until it is itself past the cutoff.
        message('closed-late', 'VS100000001', 550),
        message('completed', 'VS100000002', 200),
        message('open', 'VS100000003', 200),
        message('unmatched-old', null, 499),
        message('unmatched-new', null, 500),
      ]) await s.whatsapp.add(m);

      expect(await s.purge(cutoffs(500, '2000-01-01'))).toBe(2);

      const left = async (id: string) => (await s.whatsapp.get(`wamid.${id}`)) !== null;
      expect(await left('closed-old')).toBe(false);
      expect(await left('unmatched-old')).toBe(false);
      for (const kept of ['closed-late', 'completed', 'open', 'unmatched-new']) expect(await left(kept), kept).toBe(true);
      expect((await s.whatsapp.unmatched({ limit: 10, cursor: null })).items.map((m) => m.id)).toEqual(['wamid.unmatched-new']);
    } finally {
      await s.close();
    }
  });

  it("deletes the drop-off counters of the days before the cutoff's, keeps that day and later", async () => {
    const s = open();
    try {
      const counts = [{ field: '*', reached: 1, invalid: 0, sent: 1 }];
      for (const day of ['2026-01-01', '2026-01-02', '2026-01-03']) await s.formStats.add(day, 'vehicle-ekyc', counts);
      expect(await s.purge(cutoffs(0, '2026-01-02'))).toBe(1);
      expect(await s.formStats.sum('vehicle-ekyc', '2026-01-01', '2026-01-01')).toEqual([]);
      expect(await s.formStats.sum('vehicle-ekyc', '2026-01-01', '2026-01-03')).toEqual([{ field: '*', reached: 2, invalid: 0, sent: 2 }]);
    } finally {
      await s.close();
    }
  });
});
