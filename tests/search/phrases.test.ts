// The service search against the phrases people type (tests/search/phrases.yaml), English and
// Telugu (script and romanised), on the real catalogue's index: each phrase's entry must come first.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadCatalog } from '../../src/catalog/load';
import { searchIndex } from '../../src/catalog/search-index';
import { searchServices } from '../../src/core/service-search';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const index = searchIndex(catalog);
const phrases = parse(fs.readFileSync(new URL('./phrases.yaml', import.meta.url), 'utf8')) as Record<'english' | 'telugu', Record<string, string>>;
const all = [...Object.entries(phrases.english), ...Object.entries(phrases.telugu)];

describe('the service search finds what people mean', () => {
  it('has at least 40 phrases, half of them Telugu', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(phrases.telugu).length).toBeGreaterThanOrEqual(all.length / 2);
  });

  it('names only entries of the catalogue', () => {
    const ids = new Set(index.map((d) => d.id));
    expect(all.filter(([, id]) => !ids.has(id))).toEqual([]);
  });

  it('puts each phrase\u2019s entry first', () => {
    const wrong = all
      .map(([phrase, expected]) => ({ phrase, expected, first: searchServices(index, phrase)[0]?.doc.id ?? '(nothing)' }))
      .filter((r) => r.first !== r.expected)
      .map((r) => `${r.phrase} → ${r.first}, not ${r.expected}`);
    expect(wrong).toEqual([]);
  });
});
