// The OTP race on the Firestore adapter, through the whole API: a burst of parallel guesses with
// the right code among them must not sign anyone in (the in-process emulator, no network).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { startEmulator, type Emulator } from './helpers/firestore-emulator';
import { makeTestApp } from './helpers/test-app';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.stop();
});

describe('OTP verification on Firestore', () => {
  it('60 parallel guesses, the right code last: at most 5 are compared, none signs in', async () => {
    const store = createFirestoreStore(emulator.db, 'otp_race_');
    const t = await makeTestApp({ store: { ...store, close: async () => undefined } });
    try {
      const phone = '+919876543210';
      await t.client().req('POST', '/api/auth/signup', { name: 'Lakshmi', phone, password: 'first-pass-1', consents: ['account'] });
      expect((await t.client().req('POST', '/api/auth/otp/send', { phone, purpose: 'login' })).status).toBe(200);
      const code = t.lastCode(phone)!;
      const guesses = Array.from({ length: 59 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const results = await Promise.all([...guesses, code].map((guess) => t.client().req('POST', '/api/auth/otp/verify', { phone, code: guess })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(0);
      expect(results.every((r) => r.status === 400)).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
