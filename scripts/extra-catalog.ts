// Copies of real catalogue entries, written to a folder that CATALOG_EXTRA_DIR adds to catalog/
// (src/catalog/load.ts): for every kind, the first entry of that kind copied twice, once listed on
// a category page and once not, each under a new id, route, prefix and title. Made from the
// entries at run time, so they follow every change to the catalogue format with no upkeep.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseDocument, stringify } from 'yaml';
import { EXTRA_LISTINGS_FILE } from '../src/catalog/load.ts';
import { LANGUAGES } from '../src/core/languages.ts';
import type { EntryKind, EntrySource, ListingId, SiteSource } from '../src/catalog/types.ts';

const KINDS: EntryKind[] = ['request', 'rto-info', 'partner', 'insurance'];
const COPIES = [
  { name: 'listed', titleSuffix: ' 2' },
  { name: 'unlisted', titleSuffix: ' 3' },
] as const;

export interface ExtraEntries {
  listed: string[];
  unlisted: string[];
}

/** Writes the copies and their listings into `target`. */
export function writeExtraCatalog(catalogDir: string, target: string): ExtraEntries {
  const entries = readdirSync(catalogDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml') && path.basename(name) !== 'site.yaml')
    .sort()
    .map((name) => readFileSync(path.join(catalogDir, name), 'utf8'))
    .map((text) => ({ text, entry: parse(text) as EntrySource }));
  const site = parse(readFileSync(path.join(catalogDir, 'site.yaml'), 'utf8')) as SiteSource;
  const written: ExtraEntries = { listed: [], unlisted: [] };
  const listings: Partial<Record<ListingId, string[]>> = {};
  let prefixes = 0;
  for (const kind of KINDS) {
    const original = entries.find(({ entry }) => entry.kind === kind);
    if (!original) continue;
    for (const copy of COPIES) {
      const id = `${original.entry.id}-${copy.name}-copy`;
      const doc = parseDocument(original.text);
      doc.set('id', id);
      // In the original's folder; a top-level route (the insurance page's is fixed) moves under /services.
      doc.set('route', `${original.entry.route.replace(/\/[^/]*$/, '') || '/services'}/${id}`);
      // A prefix of its own (a clash would fail the compile), outside any group of generic pages.
      if (doc.has('prefix')) doc.set('prefix', `XC${String.fromCharCode(65 + prefixes++)}`);
      doc.delete('prefixGroup');
      // A title of its own in each language, as a real new page has: search and chat tell them apart.
      for (const { code: lang } of LANGUAGES) {
        if (doc.hasIn(['title', lang])) doc.setIn(['title', lang], `${String(doc.getIn(['title', lang]))}${copy.titleSuffix}`);
      }
      writeFileSync(path.join(target, `${id}.yaml`), doc.toString({ lineWidth: 0 }));
      written[copy.name].push(id);
      if (copy.name === 'listed') (listings[listingFor(original.entry, site, entries.map((e) => e.entry))] ??= []).push(id);
    }
  }
  writeFileSync(path.join(target, EXTRA_LISTINGS_FILE), stringify(listings));
  return written;
}

/** The listing that shows the original, else one that shows an entry of its kind, else the first. */
function listingFor(original: EntrySource, site: SiteSource, entries: EntrySource[]): ListingId {
  const all = Object.entries(site.listings) as [ListingId, string[]][];
  const sameKind = new Set(entries.filter((e) => e.kind === original.kind).map((e) => e.id));
  const found = all.find(([, ids]) => ids.includes(original.id)) ?? all.find(([, ids]) => ids.some((id) => sameKind.has(id))) ?? all[0];
  if (!found) throw new Error('site.yaml has no listings');
  return found[0];
}
