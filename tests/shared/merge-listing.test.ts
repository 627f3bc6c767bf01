// The one rule for what a listing shows: bundled catalogue cards with admins' run-time changes on top.
import { describe, expect, it } from 'vitest';
import type { ListingCard, ListingId } from '../../src/catalog/types';
import { NO_CHANGES, readListingChanges, type ListingChanges } from '../../src/shared/listing/listing-changes';
import { applyOrder, catalogueCards, categoryCards, liveListing } from '../../src/shared/listing/merge-listing';

const card = (id: string): ListingCard => ({ id, title: { en: `${id} title`, te: `${id} శీర్షిక` }, description: `${id} text`, icon: 'FileText', link: `/services/${id}` });

const listings: Record<ListingId, ListingCard[]> = {
  'vehicle-services': [card('ekyc'), card('tax'), card('fitness')],
  'driving-licence-services': [card('learner')],
  rto: [card('duplicate-rc')],
  partners: [],
};
const index = [...Object.values(listings).flat().map((c) => ({ ...c, route: c.link })), { id: 'insurance', route: '/vehicle-insurance', title: 'Insurance', description: 'Cover', icon: 'Shield' }];
const catalogue = catalogueCards(listings, index);

const changes = (over: Partial<ListingChanges>): ListingChanges => ({ ...NO_CHANGES, ...over });
const link = { id: 'L1', category: 'vehicle' as const, title: 'Parivahan', description: 'Official portal', icon: 'Globe', link: 'https://parivahan.gov.in' };
const keys = (cards: { key: string }[]) => cards.map((c) => c.key);

describe('the bundled listing', () => {
  it('is the catalogue itself when nothing changed, with the unlisted entries under other', () => {
    const live = liveListing(catalogue, NO_CHANGES);
    expect(keys(live.cards.vehicle)).toEqual(['entry:ekyc', 'entry:tax', 'entry:fitness']);
    expect(live.cards.vehicle[0]).toMatchObject({ id: 'ekyc', title: { en: 'ekyc title', te: 'ekyc శీర్షిక' }, kind: 'entry', paused: false });
    expect(keys(live.cards.other)).toEqual(['entry:insurance']);
    expect(live.cards.other[0]!.link).toBe('/vehicle-insurance');
    expect(live.paused.size).toBe(0);
  });
});

describe('run-time changes', () => {
  it('leaves a paused entry out of its listing and names it paused', () => {
    const live = liveListing(catalogue, changes({ entries: { tax: { paused: true }, insurance: { paused: true } } }));
    expect(keys(live.cards.vehicle)).toEqual(['entry:ekyc', 'entry:fitness']);
    expect(live.cards.other).toEqual([]);
    expect([...live.paused].sort()).toEqual(['insurance', 'tax']);
  });

  it('replaces the card title, description and icon of an entry, and keeps its link', () => {
    const [first] = liveListing(catalogue, changes({ entries: { ekyc: { title: 'eKYC', description: 'Link Aadhaar', icon: 'Star' } } })).cards.vehicle;
    expect(first).toMatchObject({ title: 'eKYC', description: 'Link Aadhaar', icon: 'Star', link: '/services/ekyc' });
  });

  it('adds link cards to their category after the catalogue cards, and leaves inactive ones out', () => {
    const live = liveListing(catalogue, changes({ links: [link, { ...link, id: 'L2', active: false }, { ...link, id: 'L3', category: 'driving-licence' }] }));
    expect(keys(live.cards.vehicle)).toEqual(['entry:ekyc', 'entry:tax', 'entry:fitness', 'link:L1']);
    expect(keys(live.cards['driving-licence'])).toEqual(['entry:learner', 'link:L3']);
    expect(categoryCards(catalogue.vehicle, changes({ links: [{ ...link, active: false }] }), 'vehicle').at(-1)).toMatchObject({ key: 'link:L1', paused: true });
  });

  it('orders a category by the saved keys; cards it does not know follow in default order, unknown keys are dropped', () => {
    const live = liveListing(catalogue, changes({ links: [link], order: { vehicle: ['entry:fitness', 'link:gone', 'entry:ekyc'] } }));
    expect(keys(live.cards.vehicle)).toEqual(['entry:fitness', 'entry:ekyc', 'entry:tax', 'link:L1']);
    expect(applyOrder([{ key: 'a' }, { key: 'b' }], undefined)).toEqual([{ key: 'a' }, { key: 'b' }]);
  });
});

describe('reading the answer of GET /api/listing', () => {
  it('keeps what is well formed and drops the rest', () => {
    expect(
      readListingChanges({
        entries: { ekyc: { paused: true, title: '', extra: 1 }, tax: { paused: 'yes' }, fitness: { icon: 'Star' } },
        links: [link, { ...link, id: 'bad', category: 'boats' }, null, { ...link, id: 'no-title', title: 3 }],
        order: { vehicle: ['entry:tax', 7], boats: ['x'] },
      }),
    ).toEqual({ entries: { ekyc: { paused: true }, fitness: { icon: 'Star' } }, links: [link], order: { vehicle: ['entry:tax'] } });
    expect(readListingChanges(null)).toEqual(NO_CHANGES);
    expect(readListingChanges('oops')).toEqual(NO_CHANGES);
  });
});
