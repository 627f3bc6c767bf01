// Admin accounts from the console: list, create a moderator or admin, disable and enable; the last
// active admin stays; a disabled admin is signed out and cannot sign in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let t: TestApp;
let chief: Client;

beforeEach(async () => {
  t = await makeTestApp();
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  chief = await signIn('chief', 'chief-pass-1');
});
afterEach(async () => {
  await t.close();
});

async function signIn(username: string, password: string): Promise<Client> {
  const c = t.client();
  const res = await c.req('POST', '/api/admin/login', { username, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c;
}

describe('admin accounts', () => {
  it('creates a moderator who can then sign in, and lists every account without a password hash', async () => {
    const res = await chief.req('POST', '/api/admin/admins', { username: '  Desk.One ', password: 'Godavari#Bridge7', role: 'moderator' });
    expect(res.status).toBe(201);
    expect(res.texts).toEqual({
      message: 'Admin created successfully',
      admin: { id: expect.any(String), username: 'desk.one', role: 'moderator', active: true, createdAt: new Date(t.clock.now).toISOString() },
    });
    const desk = await signIn('desk.one', 'Godavari#Bridge7');
    expect((await desk.req('GET', '/api/admin/me')).texts).toEqual({ username: 'desk.one', role: 'moderator' });
    const list = await chief.req('GET', '/api/admin/admins');
    expect((list.body.admins as { username: string; role: string }[]).map((a) => [a.username, a.role])).toEqual([
      ['chief', 'admin'],
      ['desk.one', 'moderator'],
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/hash|\$2/i);
  });

  it.each([
    [{ username: 'chief', password: 'Godavari#Bridge7', role: 'admin' }, 409, 'This username is already taken.'],
    [{ username: 'x', password: 'Godavari#Bridge7', role: 'admin' }, 400, 'The username must be 3-32 characters: letters, digits, dot, dash or underscore, starting with a letter or digit.'],
    [{ username: 'desk', password: 'short', role: 'admin' }, 400, 'Password must be at least 8 characters long.'],
    [{ username: 'desk', password: 'password123', role: 'admin' }, 400, 'This password is too common. Please choose a less predictable one.'],
    [{ username: 'kadapa', password: 'kadapa-2026-x', role: 'admin' }, 400, 'Password must not contain your name.'],
    [{ username: 'desk', password: 'Godavari#Bridge7', role: 'owner' }, 400, 'The role must be admin or moderator.'],
    [{ username: 'desk', password: 'Godavari#Bridge7' }, 400, 'The role must be admin or moderator.'],
    [{ username: 'desk', password: 'Godavari#Bridge7', role: 'admin', active: false }, 400, 'This field is not allowed: "active".'],
  ])('refuses %j with %i, creating nothing', async (body, status, error) => {
    const res = await chief.req('POST', '/api/admin/admins', body);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
    expect(((await chief.req('GET', '/api/admin/admins')).body.admins as unknown[]).length).toBe(1);
  });

  it('disabling signs the admin out everywhere and keeps them out until enabled again', async () => {
    await t.createAdmin('second', 'second-pass-1', 'admin');
    const second = await signIn('second', 'second-pass-1');
    const disabled = await chief.req('PATCH', '/api/admin/admins/admin-second', { active: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ message: 'Admin disabled successfully', admin: { username: 'second', active: false } });
    expect((await second.req('GET', '/api/admin/me')).status).toBe(401);
    const again = await t.client().req('POST', '/api/admin/login', { username: 'second', password: 'second-pass-1' });
    expect(again.status).toBe(401);
    expect(again.texts).toEqual({ error: 'This admin account is disabled. Ask an admin to enable it.' });
    // A wrong password learns nothing about the account.
    expect((await t.client().req('POST', '/api/admin/login', { username: 'second', password: 'wrong-pass-1' })).texts).toEqual({ error: 'Invalid credentials' });
    const enabled = await chief.req('PATCH', '/api/admin/admins/admin-second', { active: true });
    expect(enabled.body).toMatchObject({ message: 'Admin enabled successfully', admin: { active: true } });
    await signIn('second', 'second-pass-1');
  });

  it('never disables the last active admin, even oneself; a moderator does not count', async () => {
    await t.createAdmin('mod', 'mod-pass-1', 'moderator');
    const res = await chief.req('PATCH', '/api/admin/admins/admin-chief', { active: false });
    expect(res.status).toBe(409);
    expect(res.texts).toEqual({ error: 'You cannot disable the last active admin.' });
    expect((await chief.req('GET', '/api/admin/me')).status).toBe(200);
    // With a second admin, one may step down: their own session ends with it.
    await t.createAdmin('second', 'second-pass-1', 'admin');
    expect((await chief.req('PATCH', '/api/admin/admins/admin-chief', { active: false })).status).toBe(200);
    expect((await chief.req('GET', '/api/admin/me')).status).toBe(401);
    const second = await signIn('second', 'second-pass-1');
    expect((await second.req('PATCH', '/api/admin/admins/admin-second', { active: false })).status).toBe(409);
  });

  it('answers 404 for an unknown admin and 400 for a bad body', async () => {
    const missing = await chief.req('PATCH', '/api/admin/admins/nobody', { active: false });
    expect(missing.status).toBe(404);
    expect(missing.texts).toEqual({ error: 'Admin not found' });
    const bad = await chief.req('PATCH', '/api/admin/admins/admin-chief', { active: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.texts).toEqual({ error: 'active must be true or false.', fields: { active: 'active must be true or false.' } });
  });
});
