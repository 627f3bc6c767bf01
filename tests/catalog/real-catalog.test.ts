// The repository's catalogue (catalog/): it compiles, holds the product's pages with their titles,
// listings and service-number prefixes (never a count of the whole catalogue: adding a YAML file
// must keep this green), and every form can be turned into a precompiled validator that needs no
// ajv compiler and behaves like its schema.
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import { CHASSIS_MAX, CHASSIS_MIN, parseChassisNumber } from '../../src/core/chassis-number';
import { localize } from '../../src/core/text';
import type { Catalog, CompiledEntry, FormSchema, ListingId } from '../../src/catalog/types';
import { validatorModuleSource } from '../../src/catalog/validator-module';

const { catalog: loaded, errors } = await loadCatalog();

function compiled(): Catalog {
  if (!loaded) throw new Error(`catalog/ did not compile:\n${errors.map((e) => `${e.file}:${e.line}:${e.col}: ${e.message}`).join('\n')}`);
  return loaded;
}

const entries: CompiledEntry[] = loaded?.entries ?? [];
const withForm = entries.filter((e) => e.form !== null);

/**
 * The product's pages, each with its title and service-number prefix, and the listing that shows it.
 * Only these are checked by name: a new YAML entry adds a page without touching this test.
 */
const PRODUCT_PAGES: { route: string; title: string; prefix?: string; listing?: ListingId }[] = [
  ...(
    [
      ['vehicle-ekyc', 'Vehicle eKYC'],
      ['vehicle-mandal-update', 'Vehicle Mandal Update'],
      ['vehicle-mobile-update', 'Vehicle Mobile Number Update'],
      ['vehicle-challan-payment', 'Vehicle Fines/Traffic Challans'],
      ['pay-vehicle-tax', 'Pay Vehicle Tax/Green Tax'],
      ['vehicle-permit-services', 'Vehicle Permit Services'],
      ['vehicle-renewal', 'Vehicle Renewal'],
      ['vehicle-fitness', 'Vehicle Fitness Certificate'],
      ['online-fancy-number', 'Online Fancy Number'],
    ] as const
  ).map(([id, title]) => ({ route: `/services/${id}`, title, prefix: 'VS', listing: 'vehicle-services' as const })),
  { route: '/services/order-vehicle-rc', title: 'Order Vehicle RC Card', prefix: 'ORC', listing: 'vehicle-services' },
  ...(
    [
      ['apply-learner-licence', 'Apply for Learner Licence'],
      ['apply-driving-licence', 'Driving Licence Test'],
      ['apply-endorsement-learning-licence', 'Apply for Endorsement in Learning Licence'],
      ['additional-endorsement-dl', 'Additional Endorsement in Driving Licence'],
    ] as const
  ).map(([id, title]) => ({ route: `/services/${id}`, title, prefix: 'DL', listing: 'driving-licence-services' as const })),
  { route: '/services/driving-licence-renewal', title: 'Driving Licence Renewal', prefix: 'DLR', listing: 'driving-licence-services' },
  { route: '/services/duplicate-driving-licence', title: 'Duplicate Driving Licence', prefix: 'DDL', listing: 'driving-licence-services' },
  { route: '/services/driving-licence-address-change', title: 'Driving Licence Address Change', prefix: 'DLAC', listing: 'driving-licence-services' },
  { route: '/services/international-driving-permit', title: 'International Driving Permit', prefix: 'IDP', listing: 'driving-licence-services' },
  { route: '/services/driving-licence-b-extract', title: 'Driving Licence Extract', prefix: 'DLBE', listing: 'driving-licence-services' },
  { route: '/services/order-driving-licence', title: 'Order Driving Licence Card', prefix: 'ODL', listing: 'driving-licence-services' },
  { route: '/rto-assistance/transfer-ownership', title: 'Transfer of Ownership', prefix: 'TOO', listing: 'rto' },
  { route: '/rto-assistance/hypothecation-termination', title: 'Hypothecation Termination', prefix: 'HT', listing: 'rto' },
  { route: '/rto-assistance/hypothecation-addition', title: 'Hypothecation Addition', prefix: 'HA', listing: 'rto' },
  { route: '/rto-assistance/rc-cancellation', title: 'RC Cancellation', prefix: 'RCC', listing: 'rto' },
  { route: '/rto-assistance/duplicate-rc', title: 'Duplicate RC', prefix: 'DRC', listing: 'rto' },
  { route: '/rto-assistance/address-change-rc', title: 'Address Change in RC', prefix: 'ACRC', listing: 'rto' },
  { route: '/vehicle-services/history-report', title: 'Vehicle History Report', prefix: 'VHR', listing: 'partners' },
  { route: '/vehicle-services/sell-car', title: 'Sell Your Car', prefix: 'SC', listing: 'partners' },
  { route: '/vehicle-services/car-valuation', title: 'Used Car Valuation', prefix: 'CV', listing: 'partners' },
  { route: '/vehicle-insurance', title: 'Vehicle Insurance' },
];
/** The only require() a precompiled validator may keep; validator-module.ts maps it to an ES module. */
const ALLOWED_REQUIRE = 'require("ajv/dist/runtime/ucs2length")';
const UCS2LENGTH_URL = pathToFileURL(createRequire(import.meta.url).resolve('ajv/dist/runtime/ucs2length.js')).href;

describe('the real catalogue', () => {
  it('compiles with zero errors', () => {
    expect(errors).toEqual([]);
    expect(loaded).not.toBeNull();
  });

  it('gives every entry its own id and route', () => {
    const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(duplicates(entries.map((e) => e.id))).toEqual([]);
    expect(duplicates(entries.map((e) => e.route))).toEqual([]);
  });

  it.each(PRODUCT_PAGES.map((p) => [p.route, p] as const))('has the page %s with its title and service-number prefix', (route, page) => {
    const entry = entries.find((e) => e.route === route);
    expect(entry, route).toBeDefined();
    expect(localize(entry?.source.title ?? '', 'en')).toBe(page.title);
    expect(entry?.source.prefix).toBe(page.prefix);
  });

  it.each(Object.keys(loaded?.listings ?? {}))('lists each card of %s once, each an entry of the catalogue', (listing) => {
    const ids = compiled().site.listings[listing as ListingId];
    const cards = compiled().listings[listing as ListingId];
    expect(new Set(ids).size).toBe(ids.length);
    expect(cards.map((c) => c.id)).toEqual(ids);
    for (const id of ids) expect(entries.map((e) => e.id)).toContain(id);
  });

  it("shows every product page in its listing", () => {
    for (const page of PRODUCT_PAGES.filter((p) => p.listing)) {
      const id = entries.find((e) => e.route === page.route)?.id;
      expect(compiled().site.listings[page.listing as ListingId], page.route).toContain(id);
    }
  });

  it('shares VS only among generic vehicle pages and DL only among generic licence pages', () => {
    const groups = (prefix: string) => new Set(entries.filter((e) => e.source.prefix === prefix).map((e) => e.source.prefixGroup));
    expect([...groups('VS')]).toEqual(['generic-vehicle']);
    expect([...groups('DL')]).toEqual(['generic-licence']);
  });

  it('hints every chassis number field with the lengths its rule accepts, in both languages', () => {
    expect(parseChassisNumber('A'.repeat(CHASSIS_MIN))).not.toBeNull();
    expect(parseChassisNumber('A'.repeat(CHASSIS_MIN - 1))).toBeNull();
    expect(parseChassisNumber('A'.repeat(CHASSIS_MAX + 1))).toBeNull();
    const fields = entries.flatMap((e) => (e.source.fields ?? []).filter((f) => f.type === 'chassisNumber').map((f) => [e.id, f.hint] as const));
    expect(fields.length).toBeGreaterThan(0);
    for (const [id, hint] of fields) {
      expect(hint && localize(hint, 'en'), id).toContain(`${CHASSIS_MIN} to ${CHASSIS_MAX} letters and digits`);
      expect(hint && localize(hint, 'te'), id).toContain(`${CHASSIS_MIN} నుండి ${CHASSIS_MAX}`);
    }
  });

  it("labels its buttons by the kinds' defaults: no entry sets a submitLabel of its own", () => {
    expect(entries.filter((e) => e.source.submitLabel).map((e) => e.id)).toEqual([]);
  });

  it('has a form on every page but the insurance kind', () => {
    for (const entry of entries) expect(entry.form === null, entry.id).toBe(entry.kind === 'insurance');
  });
});

describe.each(withForm.map((e) => [e.id, e] as const))('entry %s', (_id, entry) => {
  const schema = entry.form?.schema as FormSchema;
  const fieldNames = (entry.source.fields ?? []).map((f) => f.name);

  it('requires only its own fields', () => {
    for (const name of entry.source.required ?? []) expect(fieldNames).toContain(name);
    for (const name of schema.required) expect(Object.keys(schema.properties)).toContain(name);
  });

  it('gives every form field a maxLength, a choices field its options', () => {
    expect(Object.keys(schema.properties)).toEqual(fieldNames);
    for (const [name, property] of Object.entries(schema.properties)) {
      if (property.type === 'array') expect(property.items.enum.length, name).toBeGreaterThan(1);
      else expect(Number.isInteger(property.maxLength) && property.maxLength > 0, name).toBe(true);
    }
  });

  it('generates a precompiled validator with no require() but the allowed helper and no new Function', () => {
    const source = validatorModuleSource(schema);
    const requires = [...source.matchAll(/require\([^)]*\)/g)].map((m) => m[0]);
    expect(requires.filter((r) => r !== ALLOWED_REQUIRE)).toEqual([]);
    expect(source).not.toContain('new Function');
    expect(source).not.toMatch(/\beval\(/);
  });

  it('generates a validator that agrees with its schema', async () => {
    const validate = await importValidator(validatorModuleSource(schema), schema);
    const reference = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const samples = {
      empty: {},
      filled: sample(schema, 'filled'),
      tooLong: sample(schema, 'tooLong'),
    };
    for (const [name, data] of Object.entries(samples)) {
      const ok = validate(data);
      expect(ok, name).toBe(reference(data));
      expect(keywords(validate.errors), name).toEqual(keywords(reference.errors));
    }
    expect(validate(samples.filled)).toBe(true);
    expect(validate(samples.tooLong)).toBe(false);
    expect(validate(samples.empty)).toBe(schema.required.length === 0);
  });
});

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const tmp = mkdtempSync(path.join(os.tmpdir(), 'catalog-validators-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let written = 0;

/**
 * Imports a generated validator module from a temporary file (its helper import made absolute) and
 * returns the form's validator. The module holds one more for each condition's `if`, which rjsf
 * evaluates on its own to know which branch applies.
 */
async function importValidator(source: string, schema: FormSchema): Promise<Validate> {
  const file = path.join(tmp, `validator-${written++}.mjs`);
  writeFileSync(file, source.replaceAll('"ajv/dist/runtime/ucs2length.js"', JSON.stringify(UCS2LENGTH_URL)));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, Validate> };
  expect(Object.keys(module.default)).toHaveLength(1 + new Set((schema.allOf ?? []).map((c) => JSON.stringify(c.if))).size);
  return module.default[hashForSchema(schema as RJSFSchema)]!;
}

// A date, then one plausible value of each typed field (vehicle number, mobile, Aadhaar, licence …).
const PATTERNED_SAMPLES = ['2024-05-31', 'AP39BJ1234', '9876543210', '1234 5678 9012', 'AP39 20110012345', 'K1234567', '2019', 'a@b.in'];

/** A value for every field: a plausible one, or one character more than the field accepts. */
function sample(schema: FormSchema, kind: 'filled' | 'tooLong'): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, p]) => {
      // A choices field: its first option ticked, or a text no option has.
      if (p.type === 'array') return [name, kind === 'filled' ? p.items.enum.slice(0, 1) : ['9'.repeat(300)]];
      if (kind === 'tooLong') return [name, '9'.repeat(p.maxLength + 1)];
      if (p.enum) return [name, p.enum[0] ?? ''];
      if (p.pattern) return [name, PATTERNED_SAMPLES.find((v) => new RegExp(p.pattern ?? '', 'u').test(v)) ?? ''];
      return [name, '9'.repeat(p.minLength ?? Math.min(p.maxLength, 10))];
    }),
  );
}

function keywords(list: ErrorObject[] | null | undefined): string[] {
  return (list ?? []).map((e) => `${e.instancePath} ${e.keyword}`).sort();
}
