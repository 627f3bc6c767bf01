// The live listing's API on the real SQLite store with the repository's catalogue: the public
// changes, the admin view, pausing and editing an entry's card, link cards and the order.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogSeed } from '../../src/server/services/catalog-seed';
import { loadCatalogSeed } from '../../src/server/services/load-catalog-seed';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let seed: CatalogSeed;
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  seed = (await loadCatalogSeed()).seed!;
});

beforeEach(async () => {
  t = await makeTestApp();
  t.config.listing = seed.listing;
  t.config.knownRoutes = new Set(seed.routes);
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  await t.createAdmin('mod', 'mod-pass-1', 'moderator');
  admin = await signedIn('chief', 'chief-pass-1');
});
afterEach(async () => {
  await t.close();
});

async function signedIn(username: string, password: string): Promise<Client> {
  const c = t.client();
  expect((await c.req('POST', '/api/admin/login', { username, password })).status).toBe(200);
  return c;
}

const publicListing = async () => (await t.client().req('GET', '/api/listing')).body;

interface Card {
  key: string;
  kind: string;
  category: string;
  title: string;
  description: string;
  icon: string;
  link: string;
  paused: boolean;
  changed: boolean;
  defaults?: { title: string; description: string; icon: string };
}

const adminCards = async (category: string) => ((await admin.req('GET', '/api/admin/listing')).body.cards as Card[]).filter((c) => c.category === category);
const vehicleKeys = () => seed.listing.vehicle.map((c) => `entry:${c.id}`);

const linkCard = { category: 'vehicle', title: 'Parivahan', description: 'The official transport portal.', icon: 'Globe', link: 'https://parivahan.gov.in' };

describe('GET /api/listing', () => {
  it('answers an untouched portal with no changes, cacheable for 30 s at the CDN', async () => {
    const res = await t.client().req('GET', '/api/listing');
    expect(res.status).toBe(200);
    expect(res.texts).toEqual({ entries: {}, links: [], order: {} });
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
  });
});

describe('GET /api/admin/listing', () => {
  it('lists the categories and every catalogue card with its defaults, in catalogue order', async () => {
    const res = await admin.req('GET', '/api/admin/listing');
    expect(res.body.categories).toEqual([
      { id: 'vehicle', title: 'Vehicle Services' },
      { id: 'driving-licence', title: 'Driving Licence Services' },
      { id: 'rto', title: 'RTO Assistance' },
      { id: 'partners', title: 'Vehicle history, sale and valuation' },
      { id: 'other', title: 'More services' },
    ]);
    const vehicle = await adminCards('vehicle');
    expect(vehicle.map((c) => c.key)).toEqual(vehicleKeys());
    const ekycDescription = seed.listing.vehicle.find((c) => c.id === 'vehicle-ekyc')!.description;
    expect(vehicle.find((c) => c.key === 'entry:vehicle-ekyc')).toEqual({
      key: 'entry:vehicle-ekyc',
      kind: 'entry',
      id: 'vehicle-ekyc',
      category: 'vehicle',
      title: 'Vehicle eKYC',
      description: ekycDescription,
      icon: 'FileCheck',
      link: '/services/vehicle-ekyc',
      paused: false,
      changed: false,
      defaults: { title: 'Vehicle eKYC', description: ekycDescription, icon: 'FileCheck' },
    });
    // The entries no listing shows (the insurance page, and any entry site.yaml does not list) can be paused too.
    const listed = new Set(['vehicle', 'driving-licence', 'rto', 'partners'].flatMap((category) => seed.listing[category as keyof typeof seed.listing].map((c) => c.id)));
    const unlisted = seed.entries.map((e) => e.id).filter((id) => !listed.has(id));
    expect(unlisted).toContain('vehicle-insurance');
    expect((await adminCards('other')).map((c) => c.key)).toEqual(unlisted.map((id) => `entry:${id}`));
  });
});

describe('PATCH /api/admin/listing/entries/:entryId', () => {
  it('pauses and resumes an entry', async () => {
    const paused = await admin.req('PATCH', '/api/admin/listing/entries/vehicle-ekyc', { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ message: 'Service updated successfully', card: { key: 'entry:vehicle-ekyc', paused: true, changed: true, title: 'Vehicle eKYC' } });
    expect(await publicListing()).toEqual({ entries: { 'vehicle-ekyc': { paused: true } }, links: [], order: {} });

    const resumed = await admin.req('PATCH', '/api/admin/listing/entries/vehicle-ekyc', { paused: false });
    expect(resumed.body).toMatchObject({ card: { paused: false, changed: false } });
    expect(await publicListing()).toEqual({ entries: {}, links: [], order: {} });
    expect(await t.store.listing.entries()).toEqual([]);
  });

  it('overrides the card title, description and icon (trimmed), and null puts the catalogue back', async () => {
    const res = await admin.req('PATCH', '/api/admin/listing/entries/duplicate-rc', { title: '  Lost your RC?  ', description: 'We help you get a new one.', icon: 'Shield' });
    expect(res.body).toMatchObject({ card: { key: 'entry:duplicate-rc', category: 'rto', title: 'Lost your RC?', description: 'We help you get a new one.', icon: 'Shield', changed: true } });
    expect((await publicListing()).entries).toEqual({ 'duplicate-rc': { title: 'Lost your RC?', description: 'We help you get a new one.', icon: 'Shield' } });

    await admin.req('PATCH', '/api/admin/listing/entries/duplicate-rc', { title: null, icon: null });
    expect((await publicListing()).entries).toEqual({ 'duplicate-rc': { description: 'We help you get a new one.' } });
    // The catalogue's own text is no override at all.
    await admin.req('PATCH', '/api/admin/listing/entries/duplicate-rc', { description: seed.listing.rto.find((c) => c.id === 'duplicate-rc')!.description });
    expect((await publicListing()).entries).toEqual({});
  });

  it('changes nothing for an empty body', async () => {
    const res = await admin.req('PATCH', '/api/admin/listing/entries/vehicle-ekyc', {});
    expect(res.body).toMatchObject({ message: 'Service updated successfully', card: { key: 'entry:vehicle-ekyc', paused: false, changed: false } });
    expect(await t.store.listing.entries()).toEqual([]);
  });

  it('answers 404 for an entry the catalogue does not have', async () => {
    for (const id of ['no-such-service', '__proto__', 'constructor']) {
      const res = await admin.req('PATCH', `/api/admin/listing/entries/${id}`, { paused: true });
      expect(res.status).toBe(404);
      expect(res.texts).toEqual({ error: 'Service not found' });
    }
    expect(await t.store.listing.entries()).toEqual([]);
  });

  it.each([
    [{ paused: 'yes' }, 'paused', 'Paused must be true or false.'],
    [{ title: '' }, 'title', 'Please enter a title.'],
    [{ title: '   ' }, 'title', 'Please enter a title.'],
    [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters long.'],
    [{ description: 'x'.repeat(501) }, 'description', 'Description must be at most 500 characters long.'],
    [{ icon: 'Skull' }, 'icon', 'Please choose an icon.'],
    [{ link: '/elsewhere' }, 'link', 'This field is not allowed: "link".'],
  ])('refuses %j and changes nothing', async (body, field, message) => {
    const res = await admin.req('PATCH', '/api/admin/listing/entries/vehicle-ekyc', body);
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
    expect(await t.store.listing.entries()).toEqual([]);
  });
});

describe('link cards', () => {
  it('shows an active link card in its category after the catalogue cards; an inactive one only to admins', async () => {
    const created = await admin.req('POST', '/api/admin/services', linkCard);
    const id = (created.body.service as { id: string }).id;
    const pub = await publicListing();
    expect(pub.links).toEqual([{ id, ...linkCard }]);
    const vehicle = await adminCards('vehicle');
    expect(vehicle.map((c) => c.key)).toEqual([...vehicleKeys(), `link:${id}`]);
    expect(vehicle.at(-1)).toMatchObject({ kind: 'link', id, title: 'Parivahan', link: 'https://parivahan.gov.in', paused: false, changed: false });
    expect(vehicle.at(-1)).not.toHaveProperty('defaults');

    await admin.req('PUT', `/api/admin/services/${id}`, { ...linkCard, active: false });
    expect((await publicListing()).links).toEqual([]);
    expect((await adminCards('vehicle')).at(-1)).toMatchObject({ key: `link:${id}`, paused: true });
  });
});

describe('PUT /api/admin/listing/order', () => {
  it('saves a new order of a category, link cards included; the default order is no change', async () => {
    const created = await admin.req('POST', '/api/admin/services', linkCard);
    const link = `link:${(created.body.service as { id: string }).id}`;
    const keys = [link, ...vehicleKeys().reverse()];
    const res = await admin.req('PUT', '/api/admin/listing/order', { category: 'vehicle', keys });
    expect(res.status).toBe(200);
    expect(res.texts).toEqual({ message: 'Order saved successfully' });
    expect((await publicListing()).order).toEqual({ vehicle: keys });
    expect((await adminCards('vehicle')).map((c) => c.key)).toEqual(keys);

    await admin.req('PUT', '/api/admin/listing/order', { category: 'vehicle', keys: [...vehicleKeys(), link] });
    expect((await publicListing()).order).toEqual({});
  });

  it('puts a card the saved order does not know at the end', async () => {
    const keys = vehicleKeys().reverse();
    await admin.req('PUT', '/api/admin/listing/order', { category: 'vehicle', keys });
    const created = await admin.req('POST', '/api/admin/services', linkCard);
    const link = `link:${(created.body.service as { id: string }).id}`;
    expect((await adminCards('vehicle')).map((c) => c.key)).toEqual([...keys, link]);
    expect((await publicListing()).order).toEqual({ vehicle: [...keys, link] });
  });

  it.each([
    ['a card missing', () => vehicleKeys().slice(1)],
    ['a card of another category', () => [...vehicleKeys().slice(1), 'entry:duplicate-rc']],
    ['an unknown card', () => [...vehicleKeys(), 'link:nope']],
  ])('answers 409 for %s and keeps the order', async (_, keys) => {
    const res = await admin.req('PUT', '/api/admin/listing/order', { category: 'vehicle', keys: keys() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('The cards of this category have changed. Please reload the list and try again.');
    expect(await t.store.listing.orders()).toEqual([]);
  });

  it.each([
    [{ category: 'boats', keys: [] }, 'category', 'Please choose a category.'],
    [{ category: 'vehicle' }, 'keys', 'Please send the category\'s cards in their new order.'],
    [{ category: 'vehicle', keys: ['entry:a', 'entry:a'] }, 'keys', 'Each card may appear only once.'],
    [{ category: 'vehicle', keys: ['vehicle-ekyc'] }, 'keys', 'Please send the category\'s cards in their new order.'],
  ])('refuses %j', async (body, field, message) => {
    const res = await admin.req('PUT', '/api/admin/listing/order', body);
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
  });
});

describe('without a readable catalogue', () => {
  it('passes stored changes on and refuses admin changes with 503', async () => {
    await t.store.listing.patchEntry('vehicle-ekyc', { paused: true }, 1);
    t.config.listing = null;
    expect(await publicListing()).toEqual({ entries: { 'vehicle-ekyc': { paused: true } }, links: [], order: {} });
    const res = await admin.req('PATCH', '/api/admin/listing/entries/vehicle-ekyc', { paused: false });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('The service list is not available right now. Please try again later.');
  });
});

// Bodies are made when the case runs: the catalogue is read in beforeAll.
const ROUTES = [
  { method: 'GET', path: '/api/admin/listing', makeBody: () => undefined },
  { method: 'PATCH', path: '/api/admin/listing/entries/vehicle-ekyc', makeBody: () => ({ paused: true }) },
  { method: 'PUT', path: '/api/admin/listing/order', makeBody: () => ({ category: 'rto', keys: seed.listing.rto.map((c) => `entry:${c.id}`) }) },
];

describe.each(ROUTES)('$method $path (role admin only)', ({ method, path, makeBody }) => {
  it('answers 401 without a session, 403 for a user or a moderator, and lets an admin through', async () => {
    const body = makeBody();
    expect((await t.client().req(method, path, body)).status).toBe(401);
    const user = t.client();
    await user.req('POST', '/api/auth/signup', { name: 'Plain User', phone: '9876543210', password: 'nellore-route-9', consents: ['account'] });
    expect((await user.req(method, path, body)).texts).toEqual({ error: 'You do not have permission to do this.' });
    const mod = await signedIn('mod', 'mod-pass-1');
    const refused = await mod.req(method, path, body);
    expect(refused.status).toBe(403);
    expect(await t.store.listing.entries()).toEqual([]);
    expect(await t.store.listing.orders()).toEqual([]);
    expect((await admin.req(method, path, body)).status).toBe(200);
  });
});
