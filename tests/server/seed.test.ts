import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import { defaultConfig } from '../../src/server/config';
import { perLanguage } from '../../src/core/languages';
import { localize } from '../../src/core/text';
import { foldCopiedServices } from '../../src/server/listing/fold-services';
import { loadCatalogSeed } from '../../src/server/services/load-catalog-seed';
import { linkProblem } from '../../src/server/services/service-link';
import type { Service } from '../../src/server/store/types';
import { makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('the catalogue as the server knows it', () => {
  it('carries every listing in catalogue order, and the entries no listing shows', async () => {
    const { seed, problems } = await loadCatalogSeed();
    expect(problems).toEqual([]);
    const { catalog } = await loadCatalog();
    const links = (cards: { link: string }[]) => cards.map((c) => c.link);
    expect(links(seed!.listing.vehicle)).toEqual(links(catalog!.listings['vehicle-services']));
    expect(links(seed!.listing['driving-licence'])).toEqual(links(catalog!.listings['driving-licence-services']));
    expect(links(seed!.listing.rto)).toEqual(links(catalog!.listings.rto));
    expect(links(seed!.listing.partners)).toEqual(links(catalog!.listings.partners));
    // Every other entry, in catalogue order: the insurance page, and any entry site.yaml does not list.
    const listed = new Set(Object.values(catalog!.listings).flatMap((cards) => cards.map((c) => c.id)));
    expect(seed!.listing.other.map((c) => c.id)).toEqual(catalog!.entries.map((e) => e.id).filter((id) => !listed.has(id)));
    expect(seed!.listing.other.map((c) => c.id)).toContain('vehicle-insurance');
    expect(seed!.listing.vehicle.find((c) => c.id === 'vehicle-ekyc')).toMatchObject({ id: 'vehicle-ekyc', title: 'Vehicle eKYC', icon: 'FileCheck' });
  });

  it("names the site in text messages as the catalogue does, in both languages, and so does a server started without it", async () => {
    const { seed } = await loadCatalogSeed();
    const { catalog } = await loadCatalog();
    expect(seed!.siteName).toEqual(perLanguage((lang) => localize(catalog!.site.name, lang)));
    expect(defaultConfig().siteName).toEqual(seed!.siteName);
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

describe('moving the copied catalogue cards of earlier versions into the live listing', () => {
  it('turns each copy into its entry\'s changes, keeps real link cards, and runs once', async () => {
    const { seed } = await loadCatalogSeed();
    // What earlier versions seeded: a service record per vehicle and licence card, oldest first.
    let at = t.clock.now;
    const copies: Service[] = [...seed!.listing.vehicle.map((c) => ({ c, category: 'vehicle' as const })), ...seed!.listing['driving-licence'].map((c) => ({ c, category: 'driving-licence' as const }))].map(
      ({ c, category }) => {
        at += 1;
        return { id: `copy-${c.id}`, category, title: c.title, description: c.description, icon: c.icon, link: c.link, active: true, createdAt: at, updatedAt: at };
      },
    );
    for (const s of copies) await t.store.services.create(s);
    const copyOf = (id: string) => copies.find((s) => s.id === `copy-${id}`)!;
    // An admin had hidden one card and renamed another, and added a card of their own.
    await t.store.services.update('copy-vehicle-mandal-update', { ...copyOf('vehicle-mandal-update'), active: false }, at);
    await t.store.services.update('copy-vehicle-ekyc', { ...copyOf('vehicle-ekyc'), title: 'eKYC for your RC', icon: 'Star' }, at);
    await t.store.services.create({ id: 'own', category: 'vehicle', title: 'Parivahan', description: 'Official portal.', icon: 'Globe', link: 'https://parivahan.gov.in', active: true, createdAt: at, updatedAt: at });

    expect(await foldCopiedServices(t.store, seed!.listing, t.clock.now)).toBe(copies.length);
    expect((await t.store.services.listAll()).map((s) => s.id)).toEqual(['own']);
    expect(await t.store.listing.entries()).toEqual([
      { entryId: 'vehicle-ekyc', paused: false, title: 'eKYC for your RC', description: null, icon: 'Star', updatedAt: t.clock.now },
      { entryId: 'vehicle-mandal-update', paused: true, title: null, description: null, icon: null, updatedAt: t.clock.now },
    ]);

    // Never again: a card an admin adds later that points at a catalogue page stays a card.
    await t.store.services.create({ ...copies[2]!, id: 'later' });
    expect(await foldCopiedServices(t.store, seed!.listing, t.clock.now)).toBe(0);
    expect((await t.store.services.listAll()).map((s) => s.id).sort()).toEqual(['later', 'own']);
  });

  it('does nothing to a new store', async () => {
    const { seed } = await loadCatalogSeed();
    expect(await foldCopiedServices(t.store, seed!.listing, t.clock.now)).toBe(0);
    expect(await t.store.services.listAll()).toEqual([]);
    expect(await t.store.listing.entries()).toEqual([]);
  });
});

describe('a catalogue that cannot be read', () => {
  it('gives no seed and says why, instead of throwing', async () => {
    const { seed, problems } = await loadCatalogSeed('/nonexistent/catalog');
    expect(seed).toBeNull();
    expect(problems[0]).toMatch(/could not be read|nonexistent/);
  });
});
