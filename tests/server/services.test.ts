import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
beforeEach(async () => {
  t = await makeTestApp();
  t.config.knownRoutes = new Set(['/services/vehicle-ekyc', '/services/apply-learner-licence', '/services/vehicle']);
  await t.createAdmin('chief', 'chief-pass-1');
  admin = t.client();
  await admin.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
});
afterEach(async () => {
  await t.close();
});

const card = (over: Record<string, unknown> = {}) => ({
  category: 'vehicle',
  title: 'Vehicle eKYC',
  description: 'Aadhaar eKYC of the RC record.',
  icon: 'FileCheck',
  link: '/services/vehicle-ekyc',
  ...over,
});

describe('service listing', () => {
  it('creates (active by default), lists oldest first, updates, hides inactive, deletes', async () => {
    const a = await admin.req('POST', '/api/admin/services', card());
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ message: 'Service created successfully', service: { title: 'Vehicle eKYC', active: true } });
    t.clock.advance(1000);
    const b = await admin.req('POST', '/api/admin/services', card({ title: 'Learner licence', category: 'driving-licence', link: '/services/apply-learner-licence' }));
    t.clock.advance(1000);
    const c = await admin.req('POST', '/api/admin/services', card({ title: 'Partner', link: 'https://example.com/x', active: false }));
    const ids = [a, b, c].map((r) => (r.body.service as { id: string }).id);

    const pub = await t.client().req('GET', '/api/services?category=vehicle');
    expect((pub.body.services as { title: string }[]).map((s) => s.title)).toEqual(['Vehicle eKYC']);
    expect(pub.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const all = await admin.req('GET', '/api/admin/services');
    expect((all.body.services as { id: string }[]).map((s) => s.id)).toEqual(ids);
    const both = await t.client().req('GET', '/api/services');
    expect((both.body.services as unknown[]).length).toBe(2);

    const upd = await admin.req('PUT', `/api/admin/services/${ids[2]}`, card({ title: 'Partner v2', link: 'https://example.com/y', active: true }));
    expect(upd.body).toMatchObject({ message: 'Service updated successfully', service: { title: 'Partner v2', active: true } });
    const after = await t.client().req('GET', '/api/services?category=vehicle');
    expect((after.body.services as { title: string }[]).map((s) => s.title)).toEqual(['Vehicle eKYC', 'Partner v2']);

    expect((await admin.req('DELETE', `/api/admin/services/${ids[0]}`)).texts).toEqual({ message: 'Service deleted successfully' });
    expect((await admin.req('DELETE', `/api/admin/services/${ids[0]}`)).texts).toEqual({ error: 'Service not found' });
    expect((await admin.req('PUT', `/api/admin/services/${ids[0]}`, card())).status).toBe(404);
  });

  it.each([
    [{ category: 'boats' }, 'category', 'Please choose a category.'],
    [{ title: '' }, 'title', 'Please enter a title.'],
    [{ title: '   ' }, 'title', 'Please enter a title.'],
    [{ description: undefined }, 'description', 'Please enter a description.'],
    [{ icon: 'Skull' }, 'icon', 'Please choose an icon.'],
    [{ link: '' }, 'link', 'Please enter a link.'],
    [{ link: 'http://example.com' }, 'link', 'Link must be a page of this site (like /services/vehicle-ekyc) or an https:// address.'],
    [{ link: 'javascript:alert(1)' }, 'link', 'Link must be a page of this site (like /services/vehicle-ekyc) or an https:// address.'],
    [{ link: '/services/no-such-page' }, 'link', 'Link must be a page of this site (like /services/vehicle-ekyc) or an https:// address.'],
    // A name and password in the address: a visitor's browser would send them, and they say nothing of the page.
    [{ link: 'https://user:pw@example.com/x' }, 'link', 'Link must not contain a user name or password.'],
    [{ link: 'https://user@example.com/x' }, 'link', 'Link must not contain a user name or password.'],
    [{ active: 'yes' }, 'active', 'Active must be true or false.'],
    [{ extra: 1 }, 'extra', 'This field is not allowed: "extra".'],
  ])('refuses %j', async (over, field, message) => {
    const res = await admin.req('POST', '/api/admin/services', card(over));
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
    expect(await t.store.services.listAll()).toEqual([]);
  });

  it('refuses an unknown category on the public list', async () => {
    const res = await t.client().req('GET', '/api/services?category=boats');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Category must be vehicle or driving-licence.');
  });
});
