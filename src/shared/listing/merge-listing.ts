// The one rule for what a listing shows: the bundled catalogue cards, with admins' run-time changes
// (paused entries, card texts and icons, link cards, order) applied on top. The browser's pages and
// the server's admin view both use it, so they can never disagree.
import type { ListingCard, ListingId } from '../../catalog/types';
import { LISTING_CATEGORIES, type CategoryId } from './categories';
import { entryKey, linkKey, type EntryChange, type LinkCardRecord, type ListingChanges } from './listing-changes';

export interface LiveCard extends ListingCard {
  /** `entry:<id>` or `link:<id>`: how the order names it. */
  key: string;
  kind: 'entry' | 'link';
  /** A paused entry or an inactive link card: listed for admins only. */
  paused: boolean;
}

export type CategoryCards = Record<CategoryId, ListingCard[]>;

/** What the bundle knows of an entry: enough to list it where no listing does. */
interface IndexedEntry {
  id: string;
  route: string;
  title: ListingCard['title'];
  description: ListingCard['description'];
  icon: string;
}

/** The catalogue's cards per category; `other` holds the entries no listing shows. */
export function catalogueCards(listings: Record<ListingId, ListingCard[]>, entries: readonly IndexedEntry[]): CategoryCards {
  const listed = new Set(Object.values(listings).flatMap((cards) => cards.map((c) => c.id)));
  const other = entries.filter((e) => !listed.has(e.id)).map(({ id, route, title, description, icon }) => ({ id, title, description, icon, link: route }));
  const cards = {} as CategoryCards;
  for (const category of LISTING_CATEGORIES) cards[category.id] = category.listing ? listings[category.listing] : other;
  return cards;
}

function entryCard(card: ListingCard, change: EntryChange | undefined): LiveCard {
  return {
    ...card,
    title: change?.title ?? card.title,
    description: change?.description ?? card.description,
    icon: change?.icon ?? card.icon,
    key: entryKey(card.id),
    kind: 'entry',
    paused: change?.paused === true,
  };
}

function linkCard(link: LinkCardRecord): LiveCard {
  const { id, title, description, icon } = link;
  return { id, title, description, icon, link: link.link, key: linkKey(id), kind: 'link', paused: link.active === false };
}

/** The saved keys first (those that still exist), then every card the saved order does not know, in default order. */
export function applyOrder<T extends { key: string }>(cards: readonly T[], saved: readonly string[] | undefined): T[] {
  if (!saved) return [...cards];
  const byKey = new Map(cards.map((c) => [c.key, c]));
  const first = saved.flatMap((key) => {
    const card = byKey.get(key);
    byKey.delete(key);
    return card ? [card] : [];
  });
  return [...first, ...cards.filter((c) => byKey.has(c.key))];
}

/** Every card of one category (paused ones too) in display order: by default the catalogue's, then link cards oldest first. */
export function categoryCards(catalogue: readonly ListingCard[], changes: ListingChanges, category: CategoryId): LiveCard[] {
  const cards = [
    ...catalogue.map((card) => entryCard(card, changes.entries[card.id])),
    ...changes.links.filter((l) => l.category === category).map(linkCard),
  ];
  return applyOrder(cards, changes.order[category]);
}

export interface LiveListing {
  /** What visitors see per category: paused entries and inactive links left out. */
  cards: Record<CategoryId, LiveCard[]>;
  /** Ids of the paused catalogue entries (their pages show the unavailable notice). */
  paused: ReadonlySet<string>;
}

export function liveListing(catalogue: CategoryCards, changes: ListingChanges): LiveListing {
  const cards = {} as Record<CategoryId, LiveCard[]>;
  for (const { id } of LISTING_CATEGORIES) cards[id] = categoryCards(catalogue[id], changes, id).filter((c) => !c.paused);
  const paused = new Set(Object.entries(changes.entries).flatMap(([id, change]) => (change.paused ? [id] : [])));
  return { cards, paused };
}
