// What the server takes from the compiled catalogue: its listing (the cards of every category, in
// catalogue order), the routes an admin's service link may point at, and the entries requests name.
import { perLanguage, type Lang } from '../../core/languages';
import { localize } from '../../core/text';
import { serviceFeeOf } from '../../catalog/fee-sheet';
import { guidanceCondition, guidanceTextOf, isAgeCase } from '../../catalog/conditions';
import type { CaseEntry } from '../../catalog/request-case';
import type { DaySpan } from '../../catalog/due-at';
import { FIX_REASON_KEYS, type Catalog, type CompiledSource, type GuidanceCondition, type FixReasonFit, type FixReasonKey } from '../../catalog/types';
import type { CategoryId } from '../../shared/listing/categories';
import { catalogueCards } from '../../shared/listing/merge-listing';
import { SITE_PAGES } from '../../catalog/site-pages';
import { searchIndex } from '../../catalog/search-index';
import type { SearchDoc } from '../../core/service-search';
import type { SiteName } from '../sms/sms-texts';

/** What POST /api/requests checks a recorded request against. */
export interface SeedEntry {
  id: string;
  title: string;
  /** The title in each language, for the texts sent to a visitor who wrote from a page in it. */
  titles: Record<Lang, string>;
  /** Service numbers of this entry are the prefix and 14 digits (src/core/service-number.ts); null when it has none. */
  prefix: string | null;
  /** Whether the entry has a form to send (only those make requests). */
  form: boolean;
  /**
   * What a request's case is checked against and read by (src/catalog/request-case.ts, due-at.ts):
   * of the documents, only those with an age case, whose ages the case keeps.
   */
  caseSource: CaseEntry;
  /** Our own service fee for it (site.yaml's serviceFee); null where none is configured. */
  serviceFee: number | null;
  /** Its page, where a fix link leads. */
  route: string;
  /** Its form's field names in form order (none without a form): what drop-off counts and the desk's flags may name. */
  fields: string[];
  /** Its documents' texts (a flag names one by its English text). */
  documents: Record<Lang, string>[];
  /** The case of each of its documents, in the same order; null where it is listed in every case. */
  documentConditions: (GuidanceCondition | null)[];
}

/** A catalogue card as the server knows it (English texts). */
export interface SeedCard {
  id: string;
  title: string;
  description: string;
  icon: string;
  link: string;
}

export type SeedListing = Record<CategoryId, SeedCard[]>;

export interface CatalogSeed {
  siteName: SiteName;
  listing: SeedListing;
  routes: string[];
  entries: SeedEntry[];
  /** The state's public holidays (YYYY-MM-DD), for due dates counted in working days. */
  holidays: string[];
  /** The reasons the desk picks from when it returns a request (site.yaml), per language; null when it has none. */
  fixReasons: FixReasons | null;
  /** What each of those reasons fits (site.yaml's `fits`, src/catalog/fix-reason-fits.ts); null when it has none. */
  fixReasonFits: FixReasonFits | null;
  /** The desk's own target where an entry states no official time (site.yaml's deskTime); null when unset. */
  deskTime: DaySpan | null;
  /** The service search's index (src/catalog/search-index.ts), for the results page GET /search answers. */
  search: SearchDoc[];
}

export type FixReasons = Record<FixReasonKey, Record<Lang, string>>;
export type FixReasonFits = Record<FixReasonKey, { fits: readonly FixReasonFit[] }>;

/** The site's fixed public pages (listings, /track, legal pages), which a link card may point at too. */
const PAGE_ROUTES = SITE_PAGES.filter((page) => page.index).map((page) => page.path);


/** An entry's fields, fees and time, and its documents with an age case (the rest of its guidance no case reads). */
function caseSourceOf(source: CompiledSource): CaseEntry {
  const aged = ((source.guide ?? source.info)?.documents ?? []).filter((d) => Object.values(guidanceCondition(d) ?? {}).some(isAgeCase));
  return { fields: source.fields, fees: source.fees, expectedTime: source.expectedTime, ...(aged.length > 0 ? { guide: { documents: aged } } : {}) };
}

export function seedFromCatalog(catalog: Catalog): CatalogSeed {
  const index = catalog.entries.map((e) => ({ id: e.id, route: e.route, title: e.source.title, description: e.source.description, icon: e.source.icon }));
  const cards = catalogueCards(catalog.listings, index);
  const listing = Object.fromEntries(
    Object.entries(cards).map(([category, list]) => [
      category,
      list.map((c) => ({ id: c.id, title: localize(c.title), description: localize(c.description), icon: c.icon, link: c.link })),
    ]),
  ) as SeedListing;
  const routes = new Set([...PAGE_ROUTES, ...catalog.entries.map((e) => e.route)]);
  for (const list of Object.values(catalog.listings)) for (const card of list) if (card.link.startsWith('/')) routes.add(card.link);
  const entries = catalog.entries.map((e) => ({
    id: e.id,
    title: localize(e.source.title),
    titles: perLanguage((lang) => localize(e.source.title, lang)),
    prefix: e.source.prefix ?? null,
    form: e.form !== null,
    caseSource: caseSourceOf(e.source),
    serviceFee: serviceFeeOf(catalog.site.serviceFee, e.id),
    route: e.route,
    fields: e.form?.uiSchema['ui:order'] ?? [],
    documents: (e.source.guide ?? e.source.info)?.documents.map((d) => perLanguage((lang) => localize(guidanceTextOf(d), lang))) ?? [],
    documentConditions: (e.source.guide ?? e.source.info)?.documents.map((d) => guidanceCondition(d) ?? null) ?? [],
  }));
  const reasons = catalog.site.fixReasons;
  const fixReasons = reasons ? (Object.fromEntries(FIX_REASON_KEYS.map((key) => [key, perLanguage((lang) => localize(reasons[key].text, lang))])) as FixReasons) : null;
  const fixReasonFits: FixReasonFits | null = reasons ? (Object.fromEntries(FIX_REASON_KEYS.map((key) => [key, { fits: reasons[key].fits }])) as Record<FixReasonKey, { fits: FixReasonFit[] }>) : null;
  const desk = catalog.site.deskTime;
  const deskTime = desk ? { days: desk.days, counting: desk.counting } : null;
  return { siteName: perLanguage((lang) => localize(catalog.site.name, lang)), listing, routes: [...routes].sort(), entries, holidays: catalog.holidays, fixReasons, fixReasonFits, deskTime, search: searchIndex(catalog) };
}
