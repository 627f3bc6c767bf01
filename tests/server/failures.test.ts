// When the store itself fails, each action answers with its own failure text, a 500, and
// nothing about the internals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/server/store/types';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let broken = false;

/** The same store, but the parts an action needs throw once `broken` is set. */
function breakable(store: Store): Store {
  const wrap = <T extends object>(part: T, keep: (name: string, args: unknown[]) => boolean = () => false): T =>
    new Proxy(part, {
      get(target, name) {
        const fn = (target as Record<string | symbol, unknown>)[name];
        if (typeof fn !== 'function') return fn;
        return (...args: unknown[]) => {
          if (broken && !keep(String(name), args)) throw new Error('disk on fire at /var/lib/secret.db');
          return (fn as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return {
    ...store,
    users: wrap(store.users),
    otps: wrap(store.otps),
    services: wrap(store.services),
    feedback: wrap(store.feedback),
    admins: wrap(store.admins, (name, args) => name !== 'byUsername' || args[0] !== 'broken'),
  };
}

beforeEach(async () => {
  broken = false;
  t = await makeTestApp();
  Object.assign(t.store, breakable(t.store));
  await t.createAdmin('chief', 'chief-pass-1');
  admin = t.client();
  await admin.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
});
afterEach(async () => {
  broken = false;
  await t.close();
});

const service = { category: 'vehicle', title: 'T', description: 'D', icon: 'Star', link: 'https://example.com' };

describe('failures inside the server', () => {
  it.each([
    ['POST', '/api/auth/signup', { name: 'Ravi', phone: '9876543210', password: 'fine-pass-1', consents: ['account'] }, 'Failed to register user. Please try again.', false],
    ['POST', '/api/auth/login', { phone: '9876543210', password: 'fine-pass-1' }, 'Failed to log in. Please try again.', false],
    ['POST', '/api/auth/otp/send', { phone: '9876543210' }, 'Failed to send OTP. Please try again.', false],
    ['POST', '/api/auth/otp/resend', { phone: '9876543210', challenge: 'C'.repeat(43) }, 'Failed to resend OTP. Please try again.', false],
    ['POST', '/api/auth/otp/verify', { phone: '9876543210', code: '123456', challenge: 'C'.repeat(43) }, 'OTP verification failed', false],
    ['POST', '/api/auth/password/reset', { phone: '9876543210', password: 'fine-pass-1', resetToken: 'A'.repeat(43) }, 'Failed to reset password. Please try again.', false],
    ['POST', '/api/admin/login', { username: 'broken', password: 'whatever-1' }, 'Login failed', false],
    ['POST', '/api/feedback', { name: 'A', email: 'a@b.in', rating: 5, message: 'm' }, 'Failed to submit feedback', false],
    ['POST', '/api/admin/services', service, 'Failed to create service', true],
    ['PUT', '/api/admin/services/x', service, 'Failed to update service', true],
    ['DELETE', '/api/admin/services/x', undefined, 'Failed to delete service', true],
    ['PATCH', '/api/admin/feedback/x', { approved: true }, 'Failed to update feedback', true],
    ['DELETE', '/api/admin/feedback/x', undefined, 'Failed to delete feedback', true],
  ])('%s %s -> "%s"', async (method, path, body, message, asAdmin) => {
    broken = true;
    const res = await (asAdmin ? admin : t.client()).req(method, path, body);
    expect(res.status).toBe(500);
    expect(res.texts).toEqual({ error: message });
    // The cause goes to the log as one JSON line, never to the client.
    const failure = t.logLines().find((line) => line.severity === 'ERROR' && !('httpRequest' in line));
    expect(failure?.message).toMatch(new RegExp(`^${method} ${path} failed: Error: disk on fire`));
  });

  it('other failures say something generic', async () => {
    broken = true;
    const res = await t.client().req('GET', '/api/services');
    expect(res.status).toBe(500);
    expect(res.texts).toEqual({ error: 'Something went wrong. Please try again.' });
  });
});
