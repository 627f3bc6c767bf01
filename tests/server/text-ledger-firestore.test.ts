// The text ledger on the Firestore adapter, through the whole API: the same counters keep the
// password-change attack to the day's cap, and to nothing on a number nobody proved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { startEmulator, type Emulator } from './helpers/firestore-emulator';
import { makeTestApp } from './helpers/test-app';
import { provenUser, signedUpUser } from './helpers/tracking-app';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.stop();
});

const PASSWORDS = ['Kadapa#Fort2026', 'Gandikota#Gorge27'];

describe('text ledger on Firestore', () => {
  it('a password changed 12 times: no text to an unproven number, the cap to a proven one', async () => {
    const store = createFirestoreStore(emulator.db, 'text_ledger_');
    const t = await makeTestApp({ store: { ...store, close: async () => undefined }, tweak: (c) => (c.texts = { perPhonePerDay: 5, perAccountPerDay: 30 }) });
    try {
      const stranger = await signedUpUser(t, '+919876543210');
      const owner = await provenUser(t, '+919876543211', PASSWORDS[0]);
      for (let i = 0; i < 12; i++) {
        const body = { currentPassword: PASSWORDS[i % 2], newPassword: PASSWORDS[(i + 1) % 2] };
        expect((await stranger.req('POST', '/api/auth/password/change', body)).status).toBe(200);
        expect((await owner.req('POST', '/api/auth/password/change', body)).status).toBe(200);
      }
      expect(t.outboxLines().filter((l) => l.to === '+919876543210')).toEqual([]);
      expect(t.outboxLines().filter((l) => l.to === '+919876543211')).toHaveLength(5);
    } finally {
      await t.close();
    }
  }, 60_000);
});
