// The examples in docs/catalogue.md are a working catalogue: one entry of each kind and site.yaml
// compile with no problem, so an operator who copies one starts from something valid.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCatalog, type CatalogFile } from '../../src/catalog/compile-catalog';

const doc = readFileSync('docs/catalogue.md', 'utf8');
const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
const entries = blocks.filter((b) => b.startsWith('# yaml-language-server: $schema=../../schemas/catalog-entry.schema.json') && /^id: /m.test(b));
const site = blocks.find((b) => b.startsWith('# yaml-language-server: $schema=../schemas/site.schema.json'));

describe('docs/catalogue.md', () => {
  it('has one complete example of each kind, and they compile with its site.yaml example', () => {
    const files: CatalogFile[] = entries.map((text) => ({ path: `catalog/examples/${/^id: (\S+)/m.exec(text)?.[1]}.yaml`, text }));
    // The site example lists vehicle-ekyc, as the repository's site.yaml does.
    files.push({ path: 'catalog/vehicle/vehicle-ekyc.yaml', text: readFileSync('catalog/vehicle/vehicle-ekyc.yaml', 'utf8') });
    files.push({ path: 'catalog/site.yaml', text: site ?? '' });
    const { catalog, errors } = compileCatalog(files);
    expect(errors).toEqual([]);
    expect(catalog?.entries.map((e) => e.kind).sort()).toEqual(['insurance', 'partner', 'request', 'request', 'rto-info']);
  });
});
