// The live-listing part of the store port: one behaviour, both adapters.
import { describe, expect } from 'vitest';
import type { Store } from '../../../src/server/store/types';
import { storeCase } from './store-case';

/** `gaps`: cases that hit a known gap of the backend under test, with the reason (skipped, not weakened). */
export function listingContract(name: string, open: () => Promise<Store>, gaps: Record<string, string> = {}): void {
  const test = storeCase(open, gaps);

  describe(`listing store contract: ${name}`, () => {
    test('starts with no changes', async (s) => {
      expect(await s.listing.entries()).toEqual([]);
      expect(await s.listing.orders()).toEqual([]);
    });

    test('patches an entry field by field: left out stays, null goes back to the catalogue', async (s) => {
      expect(await s.listing.patchEntry('vehicle-ekyc', { paused: true }, 10)).toEqual({
        entryId: 'vehicle-ekyc', paused: true, title: null, description: null, icon: null, updatedAt: 10,
      });
      await s.listing.patchEntry('vehicle-ekyc', { title: 'eKYC of your RC', icon: 'Star' }, 20);
      const after = await s.listing.patchEntry('vehicle-ekyc', { description: 'Link Aadhaar to the RC.', icon: null }, 30);
      expect(after).toEqual({ entryId: 'vehicle-ekyc', paused: true, title: 'eKYC of your RC', description: 'Link Aadhaar to the RC.', icon: null, updatedAt: 30 });
      await s.listing.patchEntry('duplicate-rc', { title: 'Lost RC?' }, 40);
      expect(await s.listing.entries()).toEqual([
        { entryId: 'duplicate-rc', paused: false, title: 'Lost RC?', description: null, icon: null, updatedAt: 40 },
        after,
      ]);
    });

    test('an entry back to the catalogue in every field is no longer stored', async (s) => {
      await s.listing.patchEntry('vehicle-ekyc', { paused: true, title: 'X' }, 10);
      const back = await s.listing.patchEntry('vehicle-ekyc', { paused: false, title: null }, 20);
      expect(back).toMatchObject({ paused: false, title: null, description: null, icon: null });
      expect(await s.listing.entries()).toEqual([]);
      // Resuming an entry that was never changed stores nothing either.
      await s.listing.patchEntry('duplicate-rc', { paused: false }, 30);
      expect(await s.listing.entries()).toEqual([]);
    });

    test('parallel patches of different fields both land', async (s) => {
      await Promise.all([
        s.listing.patchEntry('vehicle-ekyc', { paused: true }, 10),
        s.listing.patchEntry('vehicle-ekyc', { title: 'Renamed' }, 10),
      ]);
      expect(await s.listing.entries()).toMatchObject([{ entryId: 'vehicle-ekyc', paused: true, title: 'Renamed' }]);
    });

    test('keeps one order per category; saving again replaces it', async (s) => {
      await s.listing.setOrder('vehicle', ['entry:b', 'entry:a', 'link:x'], 10);
      await s.listing.setOrder('rto', ['entry:c'], 20);
      await s.listing.setOrder('vehicle', ['link:x', 'entry:a', 'entry:b'], 30);
      expect(await s.listing.orders()).toEqual([
        { category: 'rto', keys: ['entry:c'], updatedAt: 20 },
        { category: 'vehicle', keys: ['link:x', 'entry:a', 'entry:b'], updatedAt: 30 },
      ]);
    });
  });
}
