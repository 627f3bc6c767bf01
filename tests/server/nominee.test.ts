// The account's nominee (s.14 of the DPDP Act) through /api/me/nominee on the real SQLite store:
// named, changed and removed by the signed-in holder only, the account's own number refused, a bad
// body refused with its field's message and nothing changed; listed in the download, gone with the account.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let t: TestApp;
let holder: Client;
beforeEach(async () => {
  t = await makeTestApp();
  holder = t.client();
  expect((await holder.req('POST', '/api/auth/signup', { name: 'Lakshmi Devi', phone: '9876543210', password: 'Ongole#Bay2026', consents: ['account'] })).status).toBe(201);
});
afterEach(async () => {
  await t.close();
});

describe('the nominee', () => {
  it('is nobody until the holder names one, then can be changed and removed', async () => {
    expect((await holder.req('GET', '/api/me/nominee')).texts).toEqual({ nominee: null });
    const named = await holder.req('PUT', '/api/me/nominee', { name: '  Ravi Kumar ', phone: '+91 91234 56780' });
    expect(named.status).toBe(200);
    expect(named.texts).toEqual({ nominee: { name: 'Ravi Kumar', phone: '+919123456780' } });
    expect((await holder.req('GET', '/api/me/nominee')).texts).toEqual({ nominee: { name: 'Ravi Kumar', phone: '+919123456780' } });
    await holder.req('PUT', '/api/me/nominee', { name: 'Sita Devi', phone: '9000000001' });
    expect((await holder.req('GET', '/api/me/nominee')).texts).toEqual({ nominee: { name: 'Sita Devi', phone: '+919000000001' } });
    expect((await holder.req('DELETE', '/api/me/nominee')).texts).toEqual({ nominee: null });
    expect((await holder.req('GET', '/api/me/nominee')).texts).toEqual({ nominee: null });
  });

  it('refuses a bad body with its field’s message, and the account’s own number, changing nothing', async () => {
    await holder.req('PUT', '/api/me/nominee', { name: 'Ravi Kumar', phone: '9123456780' });
    for (const [body, field, message] of [
      [{ name: ' ', phone: '9123456781' }, 'name', 'Please enter your nominee’s name.'],
      [{ name: 'Ravi', phone: '' }, 'phone', 'Please enter your nominee’s mobile number.'],
      [{ name: 'Ravi', phone: '12345' }, 'phone', 'Please enter a valid Indian phone number.'],
      [{ name: 'Ravi', phone: '+91 98765 43210' }, 'phone', 'Your nominee needs a number of their own, not your account’s.'],
    ] as const) {
      const res = await holder.req('PUT', '/api/me/nominee', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.texts.fields as Record<string, string>)[field]).toBe(message);
    }
    expect((await holder.req('GET', '/api/me/nominee')).texts).toEqual({ nominee: { name: 'Ravi Kumar', phone: '+919123456780' } });
  });

  it('is the holder’s alone: signed out it is neither read nor changed', async () => {
    const stranger = t.client();
    expect((await stranger.req('GET', '/api/me/nominee')).status).toBe(401);
    expect((await stranger.req('PUT', '/api/me/nominee', { name: 'Someone', phone: '9123456780' })).status).toBe(401);
  });

  it('is listed in the account’s download and erased with the account', async () => {
    await holder.req('PUT', '/api/me/nominee', { name: 'Ravi Kumar', phone: '9123456780' });
    const data = await holder.req('GET', '/api/me/account/data');
    const account = (data.body.kinds as { key: string; records: { nominee: unknown }[] }[]).find((k) => k.key === 'account')!;
    expect(account.records[0]!.nominee).toEqual({ name: 'Ravi Kumar', phone: '+919123456780' });
    const user = (await t.store.users.byPhone('+919876543210'))!;
    expect((await holder.req('POST', '/api/me/account/erase', { password: 'Ongole#Bay2026' })).status).toBe(200);
    expect(await t.store.users.nominee(user.id)).toBeNull();
  });
});
