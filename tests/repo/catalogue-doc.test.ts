// The examples in docs/catalogue.md are a working catalogue: one entry of each kind and site.yaml
// compile with no problem, so an operator who copies one starts from something valid; and its list
// of catalog:check's rules is the checks' own.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECK_RULES } from '../../src/catalog/check-rules';
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

describe("docs/catalogue.md's list of catalog:check's rules", () => {
  const section = doc.slice(doc.indexOf('#### The checks by id'), doc.indexOf('\n### Sources and review dates'));
  const listed = [...section.matchAll(/^\| `([a-z][\w.-]*)` \| /gm)].map((m) => m[1]);
  const kindRules = [...new Set(readdirSync('src/catalog/kinds').flatMap((file) => [...readFileSync(`src/catalog/kinds/${file}`, 'utf8').matchAll(/'(kinds\.\w+\.[\w-]+)'/g)].map((m) => m[1]!)))];

  it('is the list of src/catalog/check-rules.ts, in its order', () => {
    expect(listed).toEqual(Object.keys(CHECK_RULES));
  });

  it("names each field kind's own rule", () => {
    expect(kindRules.length).toBeGreaterThan(0);
    for (const rule of kindRules) expect(doc, rule).toContain(`\`${rule}\``);
  });

  it('holds only rules a check reports', () => {
    const sources = readdirSync('src/catalog', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && file !== 'check-rules.ts')
      .map((file) => readFileSync(`src/catalog/${file}`, 'utf8'))
      .join('\n');
    expect(Object.keys(CHECK_RULES).filter((rule) => !sources.includes(`'${rule}'`))).toEqual([]);
  });
});
