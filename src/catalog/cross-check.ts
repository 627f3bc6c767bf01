import { checkConditions } from './check-conditions.ts';
import { checkFees } from './check-fees.ts';
import { checkExpectedTime } from './check-expected-time.ts';
import { contactProblems } from './contact-field.ts';
import { FIXED_ROUTES, optionValues } from './defaults.ts';
import { typeMismatch } from './field-names.ts';
import { kindOf, kindsTaking } from './kinds/index.ts';
import type { KindKey } from './kinds/kind.ts';
import type { Fail } from './check-rules.ts';
import type { SourceFile } from './source-file.ts';
import type { CatalogError, CompiledSource, EntrySource, ListingId, SiteSource } from './types.ts';

export interface CheckedEntry {
  source: SourceFile;
  entry: CompiledSource;
}

/** Rules no schema can say: ids match files, routes and prefixes are unique, every reference resolves. */
export function crossCheck(
  entries: CheckedEntry[],
  site: { source: SourceFile; value: SiteSource } | null,
  /** Ids of every entry file, including those that failed their schema (already reported). */
  fileIds: Set<string>,
): CatalogError[] {
  const errors: CatalogError[] = [];
  for (const item of entries) errors.push(...checkEntry(item, site?.value ?? null));
  for (const { source, entry } of entries) {
    (entry.seeAlso ?? []).forEach((link, i) => {
      if (!fileIds.has(link.entry)) errors.push(source.errorAt('refs.unknown-entry', ['seeAlso', i, 'entry'], `seeAlso[${i}].entry: "${link.entry}" is not a catalogue entry`));
    });
  }
  errors.push(...checkUnique(entries));
  if (site) errors.push(...checkListings(fileIds, site));
  return errors;
}

function checkEntry({ source, entry }: CheckedEntry, site: SiteSource | null): CatalogError[] {
  const errors: CatalogError[] = [];
  const fail: Fail = (rule, path, message) => void errors.push(source.errorAt(rule, path, message));
  const fileId = fileIdOf(source.file);
  if (entry.id !== fileId) fail('entry.id-not-file-name', ['id'], `id: "${entry.id}" must equal the file name "${fileId}"`);
  if (entry.kind !== 'insurance' && !entry.route.endsWith(`/${entry.id}`)) {
    fail('entry.route-not-id', ['route'], `route: "${entry.route}" must end with the entry id "/${entry.id}"`);
  }

  const fields = entry.fields ?? [];
  const names = new Set<string>();
  fields.forEach((field, i) => {
    if (names.has(field.name)) fail('fields.duplicate-name', ['fields', i, 'name'], `fields[${i}].name: "${field.name}" is used by an earlier field`);
    names.add(field.name);
    const kind = kindOf(field.type);
    const takes = (key: KindKey) => kind.takes.includes(key);
    if (takes('options') && !field.options) fail('fields.options-missing', ['fields', i], `fields[${i}]: a ${field.type} field needs "options"`);
    if (!takes('options') && field.options) fail('fields.options-not-taken', ['fields', i, 'options'], `fields[${i}].options: only a ${kindsTaking('options')} field has options`);
    if (!takes('rows') && field.rows !== undefined) fail('fields.rows-not-taken', ['fields', i, 'rows'], `fields[${i}].rows: only a ${kindsTaking('rows')} field has rows`);
    // A kind with its own input (a typed one) refuses what it sets itself in its own check.
    if (!takes('upperCase') && !kind.input && field.upperCase) fail('fields.upper-case-not-taken', ['fields', i, 'upperCase'], `fields[${i}].upperCase: only text can be upper-cased`);
    for (const key of ['minAge', 'maxAge'] as const) {
      if (field[key] !== undefined && !takes('ages')) fail('fields.age-not-taken', ['fields', i, key], `fields[${i}].${key}: only a ${kindsTaking('ages')} field has an age range`);
    }
    kind.check?.(field, i, fail);
    if (field.minAge !== undefined && field.maxAge !== undefined && field.minAge > field.maxAge) {
      fail('fields.age-range-empty', ['fields', i, 'maxAge'], `fields[${i}].maxAge: ${field.maxAge} is below minAge ${field.minAge}`);
    }
    const mismatch = typeMismatch(field);
    if (mismatch) fail('fields.type-by-name', ['fields', i, 'type'], `fields[${i}].type: ${mismatch}`);
    const values = optionValues(field);
    values.forEach((value, j) => {
      if (values.indexOf(value) < j) fail('fields.duplicate-option', ['fields', i, 'options', j], `fields[${i}].options[${j}]: "${value}" is already an option (the English texts are the values)`);
    });
    const longest = kind.takes.includes('options') ? values.find((o) => field.maxLength !== undefined && o.length > field.maxLength) : undefined;
    if (longest !== undefined) fail('fields.max-length-under-option', ['fields', i, 'maxLength'], `fields[${i}].maxLength: ${field.maxLength} is shorter than the option "${longest}"`);
  });
  for (const problem of contactProblems(entry)) fail(problem.rule, problem.path, problem.message);
  (entry.sources ?? []).forEach((link, i) => {
    const first = (entry.sources ?? []).findIndex((other) => sameUrl(other.url, link.url));
    if (first < i) {
      fail('sources.duplicate-url', ['sources', i, 'url'], `sources[${i}].url: "${link.url}" is already listed as sources[${first}]; give each page once and name every rule or section it backs in that one title`);
    }
  });
  (entry.required ?? []).forEach((name, i) => {
    if (!names.has(name)) fail('required.unknown-field', ['required', i], `required[${i}]: "${name}" is not a field of this entry`);
  });
  (entry.rules ?? []).forEach((rule, i) => {
    const field = fields.find((f) => f.name === rule.field);
    if (!field) fail('rules.unknown-field', ['rules', i, 'field'], `rules[${i}].field: "${rule.field}" is not a field of this entry`);
    else if (!kindOf(field.type).takes.includes('rules')) fail('rules.not-text', ['rules', i, 'field'], `rules[${i}].field: rules apply to text fields only`);
    if (rule.exactLength === undefined && rule.pattern === undefined) fail('rules.empty', ['rules', i], `rules[${i}]: give "exactLength" or "pattern"`);
    if (field?.maxLength !== undefined && rule.exactLength !== undefined && rule.exactLength !== field.maxLength) {
      fail('rules.length-disagrees', ['rules', i, 'exactLength'], `rules[${i}].exactLength: ${rule.exactLength} disagrees with the field's maxLength ${field.maxLength}`);
    }
    if (rule.pattern !== undefined && !validRegExp(rule.pattern)) fail('rules.bad-pattern', ['rules', i, 'pattern'], `rules[${i}].pattern: not a valid regular expression`);
  });

  checkConditions(entry, fail);
  checkFees(entry, fail);
  checkExpectedTime(entry, fail);
  checkShape(entry, fail);
  if (entry.message?.documents && !entry.info) fail('message.documents-without-info', ['message', 'documents'], 'message.documents: the entry has no info.documents to list');
  if (site) {
    if (entry.partnerLink !== undefined && !site.links[entry.partnerLink]) {
      fail('links.unknown-key', ['partnerLink'], `partnerLink: "${entry.partnerLink}" is not a key of site.yaml links`);
    }
    (entry.offers ?? []).forEach((offer, i) => {
      if (!site.links[offer.link]) fail('links.unknown-key', ['offers', i, 'link'], `offers[${i}].link: "${offer.link}" is not a key of site.yaml links`);
    });
  }
  return errors;
}

/** What each kind of page needs to be shown at all. */
function checkShape(entry: EntrySource, fail: Fail) {
  const start = entry.start ?? 'none';
  const hasForm = (entry.fields?.length ?? 0) > 0;
  if (start === 'info' && !entry.info) fail('shape.start-section-missing', ['start'], 'start: "info" needs an "info" section');
  if (start === 'intro' && !entry.intro) fail('shape.start-section-missing', ['start'], 'start: "intro" needs an "intro" section');
  if (entry.info && start !== 'info') fail('shape.section-not-shown', ['info'], 'info: is shown only when start is "info"');
  if (entry.intro && start !== 'intro') fail('shape.section-not-shown', ['intro'], 'intro: is shown only when start is "intro"');
  if (hasForm && entry.prefix === undefined) fail('shape.prefix-missing', [], 'missing required property "prefix" (every form shows a service number)');
  if (entry.kind === 'request' || entry.kind === 'rto-info') {
    if (!hasForm) fail('shape.fields-missing', [], `missing required property "fields" (a ${entry.kind} page sends a form)`);
    if (!entry.message) fail('shape.message-missing', [], `missing required property "message" (a ${entry.kind} page sends a WhatsApp message)`);
  }
  if (entry.kind === 'rto-info' && start !== 'info') fail('shape.rto-info-start', ['start'], 'start: an rto-info page starts with "info"');
  if (entry.kind === 'rto-info' && entry.sources === undefined) {
    fail('shape.sources-missing', [], 'missing required property "sources" (an rto-info page names the official pages its facts rest on)');
  }
  if (entry.guide && entry.kind !== 'request') fail('shape.guide-not-request', ['guide'], 'guide: only a request page has a guide (an rto-info page explains itself in "info")');
  else if (entry.guide && start !== 'terms') fail('shape.guide-start', ['guide'], 'guide: is shown before the terms, so the page must start with "terms"');
  if (entry.kind === 'partner') {
    if (entry.partnerLink === undefined) fail('shape.partner-link-missing', [], 'missing required property "partnerLink" (a partner page opens the partner site)');
    if (entry.message) fail('shape.partner-message', ['message'], 'message: a partner page passes no data, so it has no message');
    // Data minimisation: nothing typed here reaches the partner, who asks for a number on its own site.
    (entry.fields ?? []).forEach((field, i) => {
      if (field.type === 'phone') fail('shape.partner-phone', ['fields', i, 'type'], `fields[${i}].type: a partner page passes nothing to the partner, so it asks no phone number (the partner asks for one on its own site)`);
    });
  }
  if (entry.kind !== 'partner' && entry.partnerLink !== undefined) fail('shape.partner-link-not-partner', ['partnerLink'], 'partnerLink: only a partner page opens a partner link');
  if (entry.kind === 'insurance' && !entry.offers) fail('shape.offers-missing', [], 'missing required property "offers" (the insurance page shows offers)');
  if (entry.kind !== 'insurance' && entry.offers) fail('shape.offers-not-insurance', ['offers'], 'offers: only the insurance page has offers');
}

function checkUnique(entries: CheckedEntry[]): CatalogError[] {
  const errors: CatalogError[] = [];
  const routes = new Map<string, CheckedEntry>();
  const ids = new Map<string, CheckedEntry>();
  const prefixes = new Map<string, CheckedEntry>();
  const groups = new Map<string, string>();
  for (const item of entries) {
    const { entry, source } = item;
    const sameRoute = routes.get(entry.route);
    if (sameRoute) errors.push(source.errorAt('catalog.duplicate-route', ['route'], `route: "${entry.route}" is already used by ${sameRoute.source.file}`));
    else routes.set(entry.route, item);
    const sameId = ids.get(entry.id);
    if (sameId) errors.push(source.errorAt('catalog.duplicate-id', ['id'], `id: "${entry.id}" is already used by ${sameId.source.file}`));
    else ids.set(entry.id, item);
    if (entry.prefixGroup !== undefined && entry.prefix !== undefined) {
      const groupPrefix = groups.get(entry.prefixGroup);
      if (groupPrefix === undefined) groups.set(entry.prefixGroup, entry.prefix);
      else if (groupPrefix !== entry.prefix) {
        errors.push(source.errorAt('catalog.prefix-group-split', ['prefixGroup'], `prefixGroup: "${entry.prefixGroup}" uses prefix "${groupPrefix}" elsewhere; one group has one prefix`));
      }
    }
    if (entry.prefix === undefined) continue;
    const samePrefix = prefixes.get(entry.prefix);
    if (!samePrefix) prefixes.set(entry.prefix, item);
    else if (samePrefix.entry.prefixGroup === undefined || samePrefix.entry.prefixGroup !== entry.prefixGroup) {
      errors.push(source.errorAt('catalog.duplicate-prefix', ['prefix'], `prefix: "${entry.prefix}" is already used by ${samePrefix.source.file} (entries may share a prefix only within one prefixGroup)`));
    }
  }
  const known = new Set([...FIXED_ROUTES, ...routes.keys()]);
  for (const { entry, source } of entries) {
    if (!known.has(entry.back.to)) errors.push(source.errorAt('refs.unknown-page', ['back', 'to'], `back.to: "${entry.back.to}" is not a page of the portal`));
  }
  return errors;
}

function checkListings(ids: Set<string>, site: { source: SourceFile; value: SiteSource }): CatalogError[] {
  const errors: CatalogError[] = [];
  for (const [listing, list] of Object.entries(site.value.listings) as [ListingId, string[]][]) {
    list.forEach((id, i) => {
      if (!ids.has(id)) errors.push(site.source.errorAt('refs.unknown-entry', ['listings', listing, i], `listings.${listing}[${i}]: "${id}" is not a catalogue entry`));
    });
  }
  for (const id of Object.keys(site.value.serviceFee?.entries ?? {})) {
    if (!ids.has(id)) errors.push(site.source.errorAt('refs.unknown-entry', ['serviceFee', 'entries', id], `serviceFee.entries.${id}: "${id}" is not a catalogue entry`));
  }
  return errors;
}

/** Two addresses of one page: the same once the case of the host, a `www.`, a doubled slash and a trailing slash are set aside. */
function sameUrl(a: string, b: string): boolean {
  return urlKey(a) === urlKey(b);
}

function urlKey(url: string): string {
  const match = /^https:\/\/([^/?#]+)(.*)$/i.exec(url.trim());
  if (!match) return url.trim();
  const [, hostPart = '', restPart = ''] = match;
  const host = hostPart.toLowerCase().replace(/^www\./, '');
  const rest = restPart.replace(/\/{2,}/g, '/').replace(/\/+(?=$|[?#])/, '');
  return `${host}${rest}`;
}

function validRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** An entry's id is its file name without the extension. */
export function fileIdOf(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.ya?ml$/, '');
}
