// The fix link's token: what it signs, and what it refuses (src/server/tracking/fix-token.ts).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeFixToken, readFixToken } from '../../src/server/tracking/fix-token';

const KEY = 'a-key-of-at-least-32-characters-0123456789';
const PAYLOAD = { id: 'eovImH3_uUEO6KF5mGOA-Q', sn: 'VS123456042', round: 2, exp: 1_000_000 };
/** A token signed with KEY over exactly this JSON (what a token made by an older server looks like). */
const signed = (payload: unknown) => {
  const part = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${part}.${createHmac('sha256', KEY).update(part).digest('base64url')}`;
};

describe('fix tokens', () => {
  it('read back what they were made with, until they expire', () => {
    const token = makeFixToken(PAYLOAD, KEY);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(readFixToken(token, KEY, PAYLOAD.exp)).toEqual(PAYLOAD);
    expect(readFixToken(token, KEY, PAYLOAD.exp + 1)).toBe('expired');
  });

  it("carry no answers: the payload is the request's id (a hash, no phone), service number, round and expiry only", () => {
    const part = makeFixToken({ ...PAYLOAD, phone: '+919876543210' } as typeof PAYLOAD, KEY).split('.')[0]!;
    expect(JSON.parse(Buffer.from(part, 'base64url').toString())).toEqual(PAYLOAD);
  });

  it('refuse another key, a changed payload or signature, and what is no token', () => {
    const token = makeFixToken(PAYLOAD, KEY);
    const [part, mac] = token.split('.') as [string, string];
    const changed = Buffer.from(JSON.stringify({ ...PAYLOAD, round: 3 })).toString('base64url');
    const otherRequest = Buffer.from(JSON.stringify({ ...PAYLOAD, id: 'another-request-id-012' })).toString('base64url');
    const noId = Buffer.from(JSON.stringify({ sn: PAYLOAD.sn, round: PAYLOAD.round, exp: PAYLOAD.exp })).toString('base64url');
    for (const bad of [makeFixToken(PAYLOAD, `${KEY}x`), `${changed}.${mac}`, `${otherRequest}.${mac}`, `${noId}.${mac}`, `${part}.${mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, `${part}.`, token.slice(0, -1), 'x', '', `${token}.x`]) {
      expect(readFixToken(bad, KEY, 0), bad).toBe('invalid');
    }
  });

  it('read a token made before the id was signed in as having no id', () => {
    const { id: _id, ...legacy } = PAYLOAD;
    expect(readFixToken(signed(legacy), KEY, 0)).toEqual(legacy);
  });

  it('refuse a signed payload of the wrong shape', () => {
    for (const payload of [{ sn: 1, round: 1, exp: 5 }, { sn: 'VS1', round: 1.5, exp: 5 }, { sn: 'VS1', round: 1 }, { ...PAYLOAD, id: 7 }, { ...PAYLOAD, id: '' }, { ...PAYLOAD, id: null }]) {
      expect(readFixToken(signed(payload), KEY, 0)).toBe('invalid');
    }
  });
});
