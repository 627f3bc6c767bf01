// The grievances of the store port, one behaviour on SQLite and on Firestore (the in-process
// emulator): kept under their reference, the open ones oldest first, answered once, found and
// deleted by phone, and purged a period after their answer while an open one stays.
import { describe, expect, it } from 'vitest';
import type { Grievance } from '../../src/server/store/grievance-types';
import type { Store } from '../../src/server/store/types';
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';
import { KEEP_ALL } from './helpers/keep-all';

const open = bothStores('grievances');
const stores: [string, () => Store][] = [
  [SQLITE, open.sqlite],
  [FIRESTORE, open.firestore],
];

const DAY = 86_400_000;
const T = Date.parse('2026-03-10T12:00:00+05:30');

const grievance = (reference: string, receivedAt: number, over: Partial<Grievance> = {}): Grievance => ({
  reference,
  name: 'Sita Devi',
  phone: '+919876543210',
  email: null,
  serviceNumber: null,
  kind: 'correction',
  text: 'My vehicle number is wrong on the request.',
  language: 'te',
  receivedAt,
  answer: null,
  answeredAt: null,
  answeredBy: null,
  ...over,
});

describe.each(stores)('grievance store: %s', (_, openStore) => {
  it('keeps a grievance under its reference and never overwrites it', async () => {
    const s = openStore();
    try {
      const first = grievance('GR-AAAAA-00001', T, { email: 'sita@example.in', serviceNumber: 'VS12345678901234' });
      await s.grievances.create(first);
      expect(await s.grievances.get('GR-AAAAA-00001')).toEqual(first);
      expect(await s.grievances.get('GR-AAAAA-99999')).toBeNull();
      await expect(s.grievances.create(grievance('GR-AAAAA-00001', T + 1, { name: 'Someone else' }))).rejects.toThrow();
      expect((await s.grievances.get('GR-AAAAA-00001'))?.name).toBe('Sita Devi');
    } finally {
      await s.close();
    }
  });

  it('lists the open grievances oldest first, and answers one once', async () => {
    const s = openStore();
    try {
      await s.grievances.create(grievance('GR-AAAAA-00002', T + 2 * DAY));
      await s.grievances.create(grievance('GR-AAAAA-00001', T));
      await s.grievances.create(grievance('GR-AAAAA-00003', T + DAY));
      expect((await s.grievances.listOpen()).map((g) => g.reference)).toEqual(['GR-AAAAA-00001', 'GR-AAAAA-00003', 'GR-AAAAA-00002']);

      const answered = await s.grievances.answer('GR-AAAAA-00003', { answer: 'Corrected on 12 March.', by: 'chief', at: T + 2 * DAY });
      expect(answered).toEqual(grievance('GR-AAAAA-00003', T + DAY, { answer: 'Corrected on 12 March.', answeredAt: T + 2 * DAY, answeredBy: 'chief' }));
      expect(await s.grievances.answer('GR-AAAAA-00003', { answer: 'Again.', by: 'mod', at: T + 3 * DAY })).toBeNull();
      expect(await s.grievances.answer('GR-AAAAA-99999', { answer: 'Nobody.', by: 'mod', at: T + 3 * DAY })).toBeNull();
      expect((await s.grievances.get('GR-AAAAA-00003'))?.answer).toBe('Corrected on 12 March.');
      expect((await s.grievances.listOpen()).map((g) => g.reference)).toEqual(['GR-AAAAA-00001', 'GR-AAAAA-00002']);
    } finally {
      await s.close();
    }
  });

  it("finds a phone's grievances newest first and deletes them, leaving another phone's", async () => {
    const s = openStore();
    try {
      await s.grievances.create(grievance('GR-AAAAA-00001', T));
      await s.grievances.create(grievance('GR-AAAAA-00002', T + DAY));
      await s.grievances.create(grievance('GR-AAAAA-00003', T, { phone: '+919000000001' }));
      expect((await s.grievances.byPhone('+919876543210')).map((g) => g.reference)).toEqual(['GR-AAAAA-00002', 'GR-AAAAA-00001']);
      expect(await s.grievances.deleteFor('+919876543210')).toBe(2);
      expect(await s.grievances.byPhone('+919876543210')).toEqual([]);
      expect((await s.grievances.listOpen()).map((g) => g.reference)).toEqual(['GR-AAAAA-00003']);
    } finally {
      await s.close();
    }
  });

  it('purges a grievance answered before its cutoff, and keeps one answered since and every open one', async () => {
    const s = openStore();
    try {
      await s.grievances.create(grievance('GR-AAAAA-00001', T - 500 * DAY, { answer: 'Done.', answeredAt: T - 366 * DAY, answeredBy: 'chief' }));
      await s.grievances.create(grievance('GR-AAAAA-00002', T - 500 * DAY, { answer: 'Done.', answeredAt: T - 364 * DAY, answeredBy: 'chief' }));
      await s.grievances.create(grievance('GR-AAAAA-00003', T - 500 * DAY));
      expect(await s.purge({ ...KEEP_ALL, grievanceAnsweredBefore: T - 365 * DAY })).toBe(1);
      expect(await s.grievances.get('GR-AAAAA-00001')).toBeNull();
      expect(await s.grievances.get('GR-AAAAA-00002')).not.toBeNull();
      expect(await s.grievances.get('GR-AAAAA-00003')).not.toBeNull();
    } finally {
      await s.close();
    }
  });
});
