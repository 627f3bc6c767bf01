import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let t: TestApp;
let mod: Client;
beforeEach(async () => {
  t = await makeTestApp();
  await t.createAdmin('mod', 'mod-pass-1', 'moderator');
  mod = t.client();
  await mod.req('POST', '/api/admin/login', { username: 'mod', password: 'mod-pass-1' });
});
afterEach(async () => {
  await t.close();
});

const entry = (i: number) => ({ name: `Visitor ${i}`, email: `v${i}@example.in`, rating: 5, message: `Helpful service ${i}` });

describe('feedback', () => {
  it('is stored unapproved, and hidden until approved', async () => {
    const res = await t.client().req('POST', '/api/feedback', entry(1));
    expect(res.status).toBe(201);
    expect(res.texts).toEqual({ message: 'Feedback submitted successfully' });
    const [stored] = await t.store.feedback.listAll();
    expect(stored).toMatchObject({ rating: 5, email: 'v1@example.in', approved: null, serviceType: null });
    expect((await t.client().req('GET', '/api/feedback')).texts).toEqual({ feedback: [] });
  });

  it('takes a review without an e-mail address; the desk sees none', async () => {
    const res = await t.client().req('POST', '/api/feedback', { name: 'Ravi', rating: 3, message: 'Clear steps.' });
    expect(res.status).toBe(201);
    const [listed] = (await mod.req('GET', '/api/admin/feedback')).body.feedback as { email: string | null }[];
    expect(listed).toMatchObject({ name: 'Ravi', rating: 3, email: null });
  });

  it('shows the 6 newest approved publicly, without e-mail addresses', async () => {
    for (let i = 0; i < 8; i++) {
      await t.client(`198.51.100.${i}`).req('POST', '/api/feedback', { ...entry(i), rating: 4, service_type: 'RC Card' });
      t.clock.advance(1000);
    }
    const all = (await mod.req('GET', '/api/admin/feedback')).body.feedback as { id: string; name: string; email: string }[];
    expect(all.map((f) => f.name)).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Visitor ${i}`));
    expect(all[0]!.email).toBe('v7@example.in');
    for (const f of all) {
      const res = await mod.req('PATCH', `/api/admin/feedback/${f.id}`, { approved: true });
      expect(res.body.message).toBe('Feedback approved successfully');
    }
    const rejected = await mod.req('PATCH', `/api/admin/feedback/${all[0]!.id}`, { approved: false });
    expect(rejected.body).toMatchObject({ message: 'Feedback rejected successfully', feedback: { approved: false } });

    const pub = (await t.client().req('GET', '/api/feedback')).body.feedback as Record<string, unknown>[];
    expect(pub.map((f) => f.name)).toEqual([6, 5, 4, 3, 2, 1].map((i) => `Visitor ${i}`));
    expect(pub[0]).toMatchObject({ rating: 4, service_type: 'RC Card' });
    expect(pub[0]).not.toHaveProperty('email');

    expect((await mod.req('DELETE', `/api/admin/feedback/${all[1]!.id}`)).texts).toEqual({ message: 'Feedback deleted successfully' });
    expect((await mod.req('DELETE', `/api/admin/feedback/${all[1]!.id}`)).texts).toEqual({ error: 'Feedback not found' });
    expect((await mod.req('PATCH', `/api/admin/feedback/${all[1]!.id}`, { approved: true })).status).toBe(404);
    const after = (await t.client().req('GET', '/api/feedback')).body.feedback as { name: string }[];
    expect(after.map((f) => f.name)).toEqual([5, 4, 3, 2, 1, 0].map((i) => `Visitor ${i}`));
  });

  it.each([
    [{ email: 'a@b.in', rating: 5, message: 'x' }, 'name', 'Please enter your name.'],
    [{ name: 'A', email: 'a@b.in', message: 'x' }, 'rating', 'Please choose a rating from 1 to 5 stars.'],
    [{ name: 'A', email: 'not-an-email', rating: 5, message: 'x' }, 'email', 'Please enter a valid email address.'],
    [{ name: 'A', email: '', rating: 5, message: 'x' }, 'email', 'Please enter a valid email address.'],
    [{ name: 'A', email: 'a@b.in', rating: 5 }, 'message', 'Please enter your message.'],
    [{ name: 'A', email: 'a@b.in', message: 'x', rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5.'],
    [{ name: 'A', email: 'a@b.in', message: 'x', rating: 4.5 }, 'rating', 'Rating must be a whole number from 1 to 5.'],
    [{ name: 'A', email: 'a@b.in', message: 'x', service_type: 'Pizza' }, 'service_type', 'Please choose a service from the list.'],
  ])('refuses %j', async (body, field, message) => {
    const res = await t.client().req('POST', '/api/feedback', body);
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
    expect(await t.store.feedback.listAll()).toEqual([]);
  });

  it('moderation needs a boolean', async () => {
    await t.client().req('POST', '/api/feedback', entry(1));
    const [f] = await t.store.feedback.listAll();
    const res = await mod.req('PATCH', `/api/admin/feedback/${f!.id}`, { approved: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('approved must be true or false.');
  });

  it('limits posts per IP', async () => {
    const ip = '192.0.2.9';
    for (let i = 0; i < t.config.limits.feedbackPerIp.max; i++) {
      expect((await t.client(ip).req('POST', '/api/feedback', entry(i))).status).toBe(201);
    }
    const res = await t.client(ip).req('POST', '/api/feedback', entry(99));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('600');
    expect((await t.client('192.0.2.10').req('POST', '/api/feedback', entry(99))).status).toBe(201);
  });
});
