import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import type { ListingId } from '../../src/catalog/types';
import { loadCatalogSeed } from '../../src/server/services/load-catalog-seed';
import { linkProblem } from '../../src/server/services/service-link';
import { seedServices } from '../../src/server/services/seed-services';
import { makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('seeding the listing from the catalogue', () => {
  it('fills an empty store once, in catalogue order, and never again', async () => {
    const { seed, problems } = await loadCatalogSeed();
    expect(problems).toEqual([]);
    const { catalog } = await loadCatalog();
    const listed = (listing: ListingId) => catalog!.listings[listing].map((card) => card.link);
    expect(seed!.cards.filter((c) => c.category === 'vehicle').map((c) => c.link)).toEqual(listed('vehicle-services'));
    expect(seed!.cards.filter((c) => c.category === 'driving-licence').map((c) => c.link)).toEqual(listed('driving-licence-services'));

    expect(await seedServices(t.store, seed!, t.clock.now)).toBe(seed!.cards.length);
    const res = await t.client().req('GET', '/api/services?category=vehicle');
    const titles = (res.body.services as { title: string; link: string }[]);
    expect(titles.map((s) => s.link)).toEqual(seed!.cards.filter((c) => c.category === 'vehicle').map((c) => c.link));
    expect(titles[0]!.title).toBe('Vehicle eKYC');

    for (const s of await t.store.services.listAll()) await t.store.services.delete(s.id);
    expect(await seedServices(t.store, seed!, t.clock.now)).toBe(0);
    expect(await t.store.services.listAll()).toEqual([]);
  });

  it('knows the catalogue routes for link checks', async () => {
    const { seed } = await loadCatalogSeed();
    t.config.knownRoutes = new Set(seed!.routes);
    expect(linkProblem('/services/vehicle-ekyc', t.config)).toBeNull();
    expect(linkProblem('/rto-assistance/duplicate-rc', t.config)).toBeNull();
    expect(linkProblem('/services/driving-licence', t.config)).toBeNull();
    expect(linkProblem('/services/flying-car', t.config)).not.toBeNull();
    expect(linkProblem('https://parivahan.gov.in', t.config)).toBeNull();
  });
});

describe('a catalogue that cannot be read', () => {
  it('gives no seed and says why, instead of throwing', async () => {
    const { seed, problems } = await loadCatalogSeed('/nonexistent/catalog');
    expect(seed).toBeNull();
    expect(problems[0]).toMatch(/could not be read|nonexistent/);
  });
});
