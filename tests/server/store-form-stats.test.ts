// The drop-off counters of the store port, one behaviour on SQLite and on Firestore (the in-process emulator).
import { describe, expect, it } from 'vitest';
import type { Store } from '../../src/server/store/types';
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';

const open = bothStores('form-stats');
const stores: [string, () => Store][] = [
  [SQLITE, open.sqlite],
  [FIRESTORE, open.firestore],
];

describe.each(stores)('form stats store: %s', (_, open) => {
  it('adds to the day’s counters and sums a period per field, other services and days apart', async () => {
    const s = open();
    try {
      const view = (sent: number) => [
        { field: '*', reached: 1, invalid: 1, sent },
        { field: 'vehicleNumber', reached: 1, invalid: 1, sent },
        { field: 'chassisNumber', reached: 1, invalid: 0, sent },
      ];
      await s.formStats.add('2026-01-01', 'vehicle-ekyc', view(0));
      await s.formStats.add('2026-01-01', 'vehicle-ekyc', view(1));
      await s.formStats.add('2026-01-03', 'vehicle-ekyc', [{ field: 'vehicleNumber', reached: 1, invalid: 0, sent: 1 }]);
      await s.formStats.add('2026-01-09', 'vehicle-ekyc', [{ field: 'vehicleNumber', reached: 1, invalid: 0, sent: 0 }]);
      await s.formStats.add('2026-01-02', 'duplicate-rc', [{ field: 'vehicleNumber', reached: 5, invalid: 5, sent: 5 }]);
      expect(await s.formStats.sum('vehicle-ekyc', '2026-01-01', '2026-01-07')).toEqual([
        { field: '*', reached: 2, invalid: 2, sent: 1 },
        { field: 'chassisNumber', reached: 2, invalid: 0, sent: 1 },
        { field: 'vehicleNumber', reached: 3, invalid: 2, sent: 2 },
      ]);
      expect(await s.formStats.sum('vehicle-ekyc', '2026-01-10', '2026-01-16')).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
