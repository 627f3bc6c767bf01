// A build for a real address refuses the example contact values the repository ships, as
// file:line:col; a build for tests and `npm start` (SITE_URL unset or this machine) keeps them.
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { isRealSiteUrl } from '../../src/catalog/example-contacts';
import { formatError } from '../../src/catalog/format-error';
import { loadCatalog } from '../../src/catalog/load';
import { asCatalogFiles, readTree, VALID_DIR } from './fixture-files';

describe('example contact values', () => {
  it("the repository's site.yaml has the example number and e-mail: fine for tests, refused for a real address", async () => {
    expect((await loadCatalog()).errors).toEqual([]);
    const { catalog, errors } = await loadCatalog(undefined, { production: true });
    expect(catalog).toBeNull();
    expect(errors.map(formatError).filter((e) => e.includes(': contact.'))).toEqual([
      'catalog/site.yaml:6:13: contact.whatsapp: "919876543210" is the example number; put the real value here before building for a real address (docs/catalogue.md, "site.yaml") [production.example-contact]',
      'catalog/site.yaml:7:10: contact.phone: "+91 98765 43210" is the example number; put the real value here before building for a real address (docs/catalogue.md, "site.yaml") [production.example-contact]',
      // A real-looking domain nobody confirmed would pass as real: the privacy notice names this address.
      'catalog/site.yaml:8:10: contact.email: "support@apvehicleassist.example" is an example address; put the real value here before building for a real address (docs/catalogue.md, "site.yaml") [production.example-contact]',
    ]);
  });

  it('refuses an example e-mail domain, and takes real values', () => {
    const tree = readTree(VALID_DIR);
    // The fixture's service fee is left out of this test's scope (example-site-values.test.ts).
    tree.set('site.yaml', `${tree.get('site.yaml')!}serviceFee:\n  default: 0\n`);
    const { errors } = compileCatalog(asCatalogFiles(tree), 'catalog', { production: true });
    expect(errors.map((e) => e.message)).toEqual(['contact.email: "help@fixture.example" is an example address; put the real value here before building for a real address (docs/catalogue.md, "site.yaml")']);
    tree.set('site.yaml', tree.get('site.yaml')!.replace('help@fixture.example', 'help@apvehicleassist.in'));
    expect(compileCatalog(asCatalogFiles(tree), 'catalog', { production: true }).errors).toEqual([]);
    tree.set('site.yaml', tree.get('site.yaml')!.replace('"919000012345"', '"919876543210"'));
    expect(compileCatalog(asCatalogFiles(tree), 'catalog', { production: true }).errors.map((e) => e.message)[0]).toMatch(/^contact\.whatsapp: .* is the example number/);
  });

  it('needs a grievance officer with a real address for a real address', () => {
    const tree = readTree(VALID_DIR);
    const site = `${tree.get('site.yaml')!.replace('help@fixture.example', 'help@apvehicleassist.in')}serviceFee:\n  default: 0\n`;
    tree.set('site.yaml', site.replace('grievance@apvehicleassist.in', 'dpo@fixture.example'));
    expect(compileCatalog(asCatalogFiles(tree), 'catalog', { production: true }).errors.map(formatError)).toEqual([
      expect.stringMatching(/^catalog\/site\.yaml:\d+:\d+: grievanceOfficer\.email: "dpo@fixture\.example" is an example address/),
    ]);
    tree.set('site.yaml', site.replace(/grievanceOfficer:[\s\S]*?email: grievance@apvehicleassist\.in\n/, ''));
    expect(compileCatalog(asCatalogFiles(tree), 'catalog', { production: true }).errors.map((e) => e.message)).toEqual([
      'grievanceOfficer: not set; name who answers complaints about personal data, with their e-mail; put the real value here before building for a real address (docs/catalogue.md, "site.yaml")',
    ]);
    // Any other build keeps working without one.
    expect(compileCatalog(asCatalogFiles(tree), 'catalog').errors).toEqual([]);
  });

  it('a real address is any SITE_URL but this machine', () => {
    for (const url of ['https://apvehicleassist.in', 'https://portal.example.org', ' https://ap.gov.in/x ']) expect(isRealSiteUrl(url)).toBe(true);
    for (const url of [undefined, '', 'http://localhost:3000', 'http://127.0.0.1:4173', 'http://app.localhost', 'not a url']) expect(isRealSiteUrl(url)).toBe(false);
  });
});
