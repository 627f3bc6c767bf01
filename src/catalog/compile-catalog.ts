import { withChassisHint } from './chassis-field.ts';
import { withContactDefaults } from './contact-field.ts';
import { exampleContactProblems } from './example-contacts.ts';
import { exampleSiteProblems } from './example-site-values.ts';
import { compileForm } from './compile-form.ts';
import { withOptionValues } from './defaults.ts';
import { compileMessage } from './compile-message.ts';
import { crossCheck, fileIdOf, type CheckedEntry } from './cross-check.ts';
import { HOLIDAYS_FILE, readHolidays } from './holidays.ts';
import { OFFICES_FILE, readOffices } from './offices.ts';
import { officeFieldProblems, withOffices } from './office-field.ts';
import { checkReviewDates, todayIso } from './review-dates.ts';
import { checkAgainstSchema } from './schema-check.ts';
import { parseSourceFile, type SourceFile } from './source-file.ts';
import type { Lang } from '../core/languages.ts';
import { checkYamlStyle, type StyleRule } from './telugu-style.ts';
import { checkTranslations } from './translations.ts';
import type { Catalog, CatalogError, CompiledEntry, EntrySource, Handoff, ListingCard, ListingId, OfficeSource, SiteSource } from './types.ts';

export interface CatalogFile {
  /** Path shown in errors, e.g. catalog/vehicle/vehicle-ekyc.yaml. */
  path: string;
  text: string;
}

export const SITE_FILE = 'site.yaml';

export interface CompileOptions {
  /** The day review dates are measured against, YYYY-MM-DD; defaults to today (UTC). */
  today?: string;
  /**
   * The languages every text must have. Default English only: a text without a translation shows
   * English, so drafts, the dev server and the build work without one; `npm run catalog:check`
   * (and so CI) demands every language of the portal.
   */
  languages?: readonly Lang[];
  /** A catalogue for a real address: example contact values, service fee and figures are errors (example-contacts.ts, example-site-values.ts). */
  production?: boolean;
  /** The glossary's avoided Telugu renderings: each one in a `te:` value is an error (telugu-style.ts). */
  style?: readonly StyleRule[];
}

export interface CompileResult {
  catalog: Catalog | null;
  errors: CatalogError[];
  /** Problems that do not stop the build (review dates older than 12 months). */
  warnings: CatalogError[];
}

/**
 * Parses, checks and compiles a whole catalogue. Every problem in every file is returned; the
 * catalogue itself only when there are no errors.
 */
export function compileCatalog(files: CatalogFile[], root = 'catalog', options: CompileOptions = {}): CompileResult {
  const errors: CatalogError[] = [];
  const entries: CheckedEntry[] = [];
  let site: { source: SourceFile; value: SiteSource } | null = null;
  let holidays: string[] = [];
  let offices: OfficeSource[] | null = null;
  const sitePath = `${root}/${SITE_FILE}`;
  const holidaysPath = `${root}/${HOLIDAYS_FILE}`;
  const officesPath = `${root}/${OFFICES_FILE}`;
  const today = options.today ?? todayIso();
  // site.yaml, holidays.yaml and offices.yaml are not entries: each has its own schema, at the top of the folder.
  const isSiteName = (f: CatalogFile) => [SITE_FILE, HOLIDAYS_FILE, OFFICES_FILE].includes(f.path.split('/').pop() ?? '');

  if (!files.some((f) => f.path === sitePath)) {
    errors.push({ file: sitePath, line: 1, col: 1, message: `missing ${SITE_FILE} (contacts, links and listings)`, rule: 'catalog.site-missing' });
  }
  for (const file of files) {
    const isSite = file.path === sitePath;
    const isHolidays = file.path === holidaysPath;
    const isOffices = file.path === officesPath;
    if (!isSite && !isHolidays && !isOffices && isSiteName(file)) {
      const name = file.path.split('/').pop() ?? SITE_FILE;
      errors.push({ file: file.path, line: 1, col: 1, message: `${name} belongs at the top of the catalogue folder (${root}/${name})`, rule: 'catalog.site-misplaced' });
      continue;
    }
    const parsed = parseSourceFile(file.path, file.text);
    errors.push(...parsed.errors);
    if (!parsed.source) continue;
    if (isHolidays) {
      const schemaErrors = checkAgainstSchema(parsed.source, 'holidays');
      const read = schemaErrors.length === 0 ? readHolidays(parsed.source, today) : { holidays: [], errors: schemaErrors };
      errors.push(...read.errors);
      holidays = read.holidays;
      continue;
    }
    if (isOffices) {
      const schemaErrors = checkAgainstSchema(parsed.source, 'offices');
      errors.push(...schemaErrors);
      if (schemaErrors.length > 0) continue;
      errors.push(...checkTranslations(parsed.source, 'offices', options.languages ?? ['en']));
      if (options.style) errors.push(...checkYamlStyle(file.path, file.text, options.style));
      const read = readOffices(parsed.source, today);
      errors.push(...read.errors);
      offices = read.offices;
      continue;
    }
    const schemaErrors = checkAgainstSchema(parsed.source, isSite ? 'site' : 'entry');
    errors.push(...schemaErrors);
    if (schemaErrors.length > 0) continue;
    errors.push(...checkTranslations(parsed.source, isSite ? 'site' : 'entry', options.languages ?? ['en']));
    if (options.style) errors.push(...checkYamlStyle(file.path, file.text, options.style));
    if (isSite) site = { source: parsed.source, value: parsed.source.value as SiteSource };
    else entries.push({ source: parsed.source, entry: withChassisHint(withContactDefaults(parsed.source.value as EntrySource)) });
  }
  if (options.production && site) errors.push(...exampleContactProblems(site.source, site.value), ...exampleSiteProblems(site.source, site.value));
  const fileIds = new Set(files.filter((f) => !isSiteName(f)).map((f) => fileIdOf(f.path)));
  errors.push(...crossCheck(entries, site, fileIds));
  errors.push(...officeFieldProblems(entries, offices !== null));
  const review = checkReviewDates(entries, today);
  errors.push(...review.errors);
  const warnings = sortErrors(review.warnings);

  if (errors.length > 0 || !site) return { catalog: null, errors: sortErrors(errors), warnings };
  const compiled = entries.map((item) => compileEntry({ ...item, entry: withOptionValues(withOffices(item.entry, offices ?? [])) }, site.value));
  return { catalog: { site: site.value, holidays, offices: offices ?? [], entries: compiled, listings: buildListings(compiled, site.value) }, errors: [], warnings };
}

function compileEntry({ source, entry }: CheckedEntry, site: SiteSource): CompiledEntry {
  return {
    source: entry,
    file: source.file,
    id: entry.id,
    route: entry.route,
    kind: entry.kind,
    start: entry.start ?? 'none',
    terms: entry.start === 'terms' ? [...site.terms, ...(entry.extraTerms ?? [])] : [],
    form: compileForm(entry),
    message: compileMessage(entry),
    handoff: handoffOf(entry, site),
  };
}

function handoffOf(entry: EntrySource, site: SiteSource): Handoff | null {
  if (entry.kind === 'partner' && entry.partnerLink) {
    const link = site.links[entry.partnerLink];
    return link ? { type: 'partner', url: link.url } : null;
  }
  if (entry.kind === 'request' || entry.kind === 'rto-info') return { type: 'whatsapp', number: site.contact.whatsapp };
  return null;
}

function buildListings(entries: CompiledEntry[], site: SiteSource): Record<ListingId, ListingCard[]> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const cards = (ids: string[]): ListingCard[] =>
    ids.flatMap((id) => {
      const e = byId.get(id);
      if (!e) return [];
      const card: ListingCard = { id, title: e.source.title, description: e.source.description, icon: e.source.icon, link: e.route };
      const partner = e.source.partnerLink ? site.links[e.source.partnerLink] : undefined;
      if (partner) {
        card.provider = partner.provider ?? partner.label;
        card.affiliateLink = partner.url;
      }
      return [card];
    });
  return {
    'vehicle-services': cards(site.listings['vehicle-services']),
    'driving-licence-services': cards(site.listings['driving-licence-services']),
    rto: cards(site.listings.rto),
    partners: cards(site.listings.partners),
  };
}

export function sortErrors(errors: CatalogError[]): CatalogError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
