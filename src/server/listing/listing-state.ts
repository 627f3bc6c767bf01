// The live listing as the store holds it, turned into the public answer (only what differs from the
// catalogue) and the admin view (every card with its state), both through the browser's own merge
// rule (src/shared/listing/merge-listing.ts).
import { CATEGORY_IDS, LISTING_CATEGORIES, type CategoryId } from '../../shared/listing/categories';
import { t } from '../../shared/i18n/t';
import { entryKey, type EntryChange, type LinkCardRecord, type ListingChanges } from '../../shared/listing/listing-changes';
import { categoryCards, type LiveCard } from '../../shared/listing/merge-listing';
import type { ListingCard } from '../../shared/api/answers';
import type { SeedCard, SeedListing } from '../services/catalog-seed';
import type { CategoryOrder, EntryOverride } from '../store/listing-types';
import type { Service, Store } from '../store/types';

export interface ListingState {
  overrides: EntryOverride[];
  /** Every service record (link card), active or not, oldest first. */
  links: Service[];
  orders: CategoryOrder[];
}

export async function readListingState(store: Store): Promise<ListingState> {
  const [overrides, links, orders] = await Promise.all([store.listing.entries(), store.services.listAll(), store.listing.orders()]);
  return { overrides, links, orders };
}

const linkRecord = (s: Service): LinkCardRecord => ({ id: s.id, category: s.category, title: s.title, description: s.description, icon: s.icon, link: s.link, active: s.active });

function entryChange(o: EntryOverride): EntryChange {
  const change: EntryChange = {};
  if (o.paused) change.paused = true;
  if (o.title !== null) change.title = o.title;
  if (o.description !== null) change.description = o.description;
  if (o.icon !== null) change.icon = o.icon;
  return change;
}

/** All of it, inactive link cards included: what the admin view is built from. */
function allChanges(state: ListingState): ListingChanges {
  return {
    entries: Object.fromEntries(state.overrides.map((o) => [o.entryId, entryChange(o)])),
    links: state.links.map(linkRecord),
    order: Object.fromEntries(state.orders.map((o) => [o.category, o.keys])),
  };
}

const keysOf = (cards: readonly LiveCard[]) => cards.map((c) => c.key).join('\n');

/** GET /api/listing: active link cards, and only the entry changes and orders that differ from the catalogue. */
export function publicChanges(state: ListingState, listing: SeedListing | null): ListingChanges {
  const links = state.links.filter((s) => s.active).map(({ id, category, title, description, icon, link }) => ({ id, category, title, description, icon, link }));
  if (!listing) {
    // Without the catalogue nothing can be compared: pass the changes on as stored.
    const all = allChanges(state);
    return { entries: all.entries, links, order: all.order };
  }
  const cards = new Map(Object.values(listing).flatMap((list) => list.map((c) => [c.id, c] as const)));
  const entries: Record<string, EntryChange> = {};
  for (const o of state.overrides) {
    const card = cards.get(o.entryId);
    if (!card) continue;
    const change = entryChange({
      ...o,
      title: o.title === card.title ? null : o.title,
      description: o.description === card.description ? null : o.description,
      icon: o.icon === card.icon ? null : o.icon,
    });
    if (Object.keys(change).length > 0) entries[o.entryId] = change;
  }
  const all = allChanges(state);
  const order: Partial<Record<CategoryId, string[]>> = {};
  for (const category of CATEGORY_IDS) {
    const saved = all.order[category];
    if (!saved) continue;
    const ordered = categoryCards(listing[category], all, category);
    if (keysOf(ordered) !== keysOf(categoryCards(listing[category], { ...all, order: {} }, category))) order[category] = ordered.map((c) => c.key);
  }
  return { entries, links, order };
}

function adminCard(card: LiveCard, category: CategoryId, catalogue: SeedCard | undefined): ListingCard {
  const text = (value: LiveCard['title']) => (typeof value === 'string' ? value : value.en);
  const view: ListingCard = {
    key: card.key,
    kind: card.kind,
    id: card.id,
    category,
    title: text(card.title),
    description: text(card.description),
    icon: card.icon,
    link: card.link,
    paused: card.paused,
    changed: false,
  };
  if (catalogue) {
    view.defaults = { title: catalogue.title, description: catalogue.description, icon: catalogue.icon };
    view.changed = card.paused || view.title !== catalogue.title || view.description !== catalogue.description || view.icon !== catalogue.icon;
  }
  return view;
}

/** GET /api/admin/listing: the categories and every card (paused ones too), each category in display order. */
export function adminView(state: ListingState, listing: SeedListing) {
  const all = allChanges(state);
  const categories = LISTING_CATEGORIES.map((c) => ({ id: c.id, title: t(c.title) }));
  const cards = CATEGORY_IDS.flatMap((category) => {
    const catalogue = new Map(listing[category].map((c) => [c.id, c]));
    return categoryCards(listing[category], all, category).map((card) => adminCard(card, category, card.kind === 'entry' ? catalogue.get(card.id) : undefined));
  });
  return { categories, cards };
}

/** The card of one entry as the admin view shows it (in the first category that lists it). */
export function adminEntryCard(state: ListingState, listing: SeedListing, entryId: string): ListingCard | null {
  return adminView(state, listing).cards.find((c) => c.key === entryKey(entryId)) ?? null;
}
