// The repository's catalogue (catalog/): it compiles, holds the spec's 29 pages, listings and
// service-number prefixes, and every form can be turned into a precompiled validator that needs no
// ajv compiler and behaves like its schema.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import type { Catalog, CompiledEntry, FormSchema, ListingId } from '../../src/catalog/types';
import { validatorModuleSource } from '../../src/catalog/validator-module';

const { catalog: loaded, errors } = await loadCatalog();

function compiled(): Catalog {
  if (!loaded) throw new Error(`catalog/ did not compile:\n${errors.map((e) => `${e.file}:${e.line}:${e.col}: ${e.message}`).join('\n')}`);
  return loaded;
}

const entries: CompiledEntry[] = loaded?.entries ?? [];
const withForm = entries.filter((e) => e.form !== null);

const SPEC_PREFIXES = ['VS', 'DL', 'ORC', 'VHR', 'SC', 'CV', 'DLR', 'DLAC', 'IDP', 'DLBE', 'ODL', 'TOO', 'HT', 'HA', 'RCC', 'DRC', 'ACRC'];
const LISTING_SIZES: Record<ListingId, number> = { 'vehicle-services': 10, 'driving-licence-services': 9, rto: 6, partners: 3 };
/** The only require() a precompiled validator may keep; validator-module.ts maps it to an ES module. */
const ALLOWED_REQUIRE = 'require("ajv/dist/runtime/ucs2length")';
const UCS2LENGTH_URL = pathToFileURL(createRequire(import.meta.url).resolve('ajv/dist/runtime/ucs2length.js')).href;

describe('the real catalogue', () => {
  it('compiles with zero errors', () => {
    expect(errors).toEqual([]);
    expect(loaded).not.toBeNull();
  });

  it('has exactly 29 entries with unique ids and routes', () => {
    expect(compiled().entries).toHaveLength(29);
    expect(new Set(entries.map((e) => e.id)).size).toBe(29);
    expect(new Set(entries.map((e) => e.route)).size).toBe(29);
  });

  it.each(Object.entries(LISTING_SIZES))('lists %s with %i cards, none twice, each an entry', (listing, size) => {
    const ids = compiled().site.listings[listing as ListingId];
    const cards = compiled().listings[listing as ListingId];
    expect(ids).toHaveLength(size);
    expect(new Set(ids).size).toBe(size);
    expect(cards.map((c) => c.id)).toEqual(ids);
  });

  it("uses every service-number prefix of the spec's table, and no other", () => {
    const prefixes = new Set(entries.map((e) => e.source.prefix).filter((p) => p !== undefined));
    expect([...prefixes].sort()).toEqual([...SPEC_PREFIXES].sort());
  });

  it('shares VS only among the nine generic vehicle pages and DL among the four generic licence pages', () => {
    const sharing = (prefix: string) => entries.filter((e) => e.source.prefix === prefix).map((e) => e.source.prefixGroup);
    expect(sharing('VS')).toEqual(Array(9).fill('generic-vehicle'));
    expect(sharing('DL')).toEqual(Array(4).fill('generic-licence'));
  });

  it('has a form on every page but the insurance page', () => {
    expect(entries.filter((e) => e.form === null).map((e) => e.id)).toEqual(['vehicle-insurance']);
  });
});

describe.each(withForm.map((e) => [e.id, e] as const))('entry %s', (_id, entry) => {
  const schema = entry.form?.schema as FormSchema;
  const fieldNames = (entry.source.fields ?? []).map((f) => f.name);

  it('requires only its own fields', () => {
    for (const name of entry.source.required ?? []) expect(fieldNames).toContain(name);
    for (const name of schema.required) expect(Object.keys(schema.properties)).toContain(name);
  });

  it('gives every form field a maxLength', () => {
    expect(Object.keys(schema.properties)).toEqual(fieldNames);
    for (const [name, property] of Object.entries(schema.properties)) {
      expect(Number.isInteger(property.maxLength) && property.maxLength > 0, name).toBe(true);
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
    const validate = await importValidator(validatorModuleSource(schema));
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

/** Imports a generated validator module from a temporary file (its helper import made absolute). */
async function importValidator(source: string): Promise<Validate> {
  const file = path.join(tmp, `validator-${written++}.mjs`);
  writeFileSync(file, source.replaceAll('"ajv/dist/runtime/ucs2length.js"', JSON.stringify(UCS2LENGTH_URL)));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, Validate> };
  const validators = Object.values(module.default);
  expect(validators).toHaveLength(1);
  return validators[0] as Validate;
}

// A date, then one plausible value of each typed field (vehicle number, mobile, Aadhaar, licence …).
const PATTERNED_SAMPLES = ['2024-05-31', 'AP09BJ1234', '9876543210', '1234 5678 9012', 'AP09 20110012345', 'K1234567', '2019', 'a@b.in'];

/** A value for every field: a plausible one, or one character more than the field accepts. */
function sample(schema: FormSchema, kind: 'filled' | 'tooLong'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, p]) => {
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
