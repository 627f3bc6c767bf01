// The repository ships an example service fee and example figures, marked `example: true`: a build for
// a real address refuses them (and a missing service fee, which must not pass for a real 0), at
// file:line:col; any other build keeps them and tells the pages to say so. Negative fixtures:
// tests/fixtures/catalog/production/invalid/<name>/ (a site.yaml with real contact values but for
// the one refusal, beside the exact lines expected), compiled as a build for a real address.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { hasExampleValues } from '../../src/catalog/example-site-values';
import { formatError } from '../../src/catalog/format-error';
import { loadCatalog } from '../../src/catalog/load';
import { asCatalogFiles, FIXTURES_DIR, readRuleFixture, readTree, ruleFixtureNames, VALID_DIR, type FixtureFamily } from './fixture-files';

/** The valid fixture with a real e-mail address, so only the site values under test can be refused. */
function fixture(extra: string) {
  const tree = readTree(VALID_DIR);
  tree.set('site.yaml', `${tree.get('site.yaml')!.replace('help@fixture.example', 'help@apvehicleassist.in')}${extra}`);
  return tree;
}
const productionErrors = (extra: string) => compileCatalog(asCatalogFiles(fixture(extra)), 'catalog', { production: true }).errors.map(formatError);

describe('example service fee and figures', () => {
  it("the repository's site.yaml: usable for tests and npm start, refused for a real address", async () => {
    const local = await loadCatalog();
    expect(local.errors).toEqual([]);
    expect(hasExampleValues(local.catalog!.site)).toBe(true);
    const messages = (await loadCatalog(undefined, { production: true })).errors.map((e) => e.message);
    expect(messages.filter((m) => m.startsWith('serviceFee:'))).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('deskTime:'))).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('figures[')).map((m) => m.split(':')[0])).toEqual([
      'figures[0] (citiesCovered)',
      'figures[1] (vehicleRecords)',
      'figures[2] (happyCustomers)',
      'figures[3] (processing)',
      'figures[4] (challansPaid)',
    ]);
  });

  it('refuses a service fee that is not set, or still the example, at its line', () => {
    expect(productionErrors('')).toEqual([
      `catalog/site.yaml:2:1: serviceFee: not set; give the operator's own service fee (default: 0 for none) before building for a real address (docs/catalogue.md, "site.yaml") [production.example-value]`,
    ]);
    expect(productionErrors('serviceFee:\n  default: 0\n  example: true\n')).toEqual([
      `catalog/site.yaml:54:12: serviceFee: the amounts are the repository's example; set the operator's own and remove "example: true" before building for a real address (docs/catalogue.md, "site.yaml") [production.example-value]`,
    ]);
  });

  it("takes the desk's own target, or none (then only an official time gives a due date)", () => {
    expect(productionErrors('serviceFee:\n  default: 0\ndeskTime:\n  days: 3\n  counting: calendar\n')).toEqual([]);
  });

  it('takes a real 0 written without the example marker', () => {
    expect(productionErrors('serviceFee:\n  default: 0\n')).toEqual([]);
    expect(productionErrors('serviceFee:\n  default: 150\n  entries:\n    transfer-ownership: 300\n')).toEqual([]);
  });

  it('refuses a figure marked as an example, and the pages are told while one is there', () => {
    const marked = fixture('serviceFee:\n  default: 0\n');
    marked.set('site.yaml', marked.get('site.yaml')!.replace('  - key: citiesCovered\n', '  - key: citiesCovered\n    example: true\n'));
    const { errors } = compileCatalog(asCatalogFiles(marked), 'catalog', { production: true });
    expect(errors.map((e) => e.message)).toEqual([
      `figures[0] (citiesCovered): an example figure, not the operator's count; give its value, counts and asOf, then remove "example: true", or remove the figure, before building for a real address (docs/catalogue.md, "site.yaml")`,
    ]);
    const local = compileCatalog(asCatalogFiles(marked), 'catalog');
    expect(hasExampleValues(local.catalog!.site)).toBe(true);
    const real = compileCatalog(asCatalogFiles(fixture('serviceFee:\n  default: 0\n')), 'catalog');
    expect(hasExampleValues(real.catalog!.site)).toBe(false);
  });
});

const PRODUCTION: FixtureFamily = { valid: VALID_DIR, invalid: path.join(FIXTURES_DIR, 'production/invalid') };

describe('production fixtures', () => {
  const fixtures = ruleFixtureNames(PRODUCTION).map((name) => readRuleFixture(name, PRODUCTION));

  it('cover each refusal', () => {
    expect(fixtures.map((f) => f.name)).toEqual(['desk-time-example', 'figure-example', 'service-fee-example', 'service-fee-missing']);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s: refused at its file:line:col for a real address, kept for any other build', (_name, fixture) => {
    const production = compileCatalog(asCatalogFiles(fixture.tree), 'catalog', { production: true });
    expect(production.errors.map(formatError)).toEqual(fixture.expected);
    expect(production.catalog).toBeNull();
    expect(compileCatalog(asCatalogFiles(fixture.tree), 'catalog').errors).toEqual([]);
  });
});
