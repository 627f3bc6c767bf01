// The service search's matching rule on a small index: typos, prefixes, Telugu inflections and
// romanised spellings find their entry; words that say nothing find nothing.
import { describe, expect, it } from 'vitest';
import { MAX_HITS, searchServices, searchWords, type SearchDoc } from '../../src/core/service-search';

const doc = (id: string, title: string, keywords: string[] = [], te = title): SearchDoc => ({ id, route: `/services/${id}`, title: { en: title, te }, description: { en: '', te: '' }, keywords });
const index = [
  doc('renewal', 'Driving Licence Renewal', ['dl renewal'], 'డ్రైవింగ్ లైసెన్స్ రెన్యువల్'),
  doc('duplicate', 'Duplicate Driving Licence', ['lost licence'], 'డూప్లికేట్ డ్రైవింగ్ లైసెన్స్'),
  doc('transfer', 'Transfer of Ownership', ['sold car', 'బండి అమ్మేశాను', 'bandi ammesanu']),
];
const first = (query: string) => searchServices(index, query)[0]?.doc.id;

describe('searchServices', () => {
  it('finds through a typo, a cut word and a spelling folded alike', () => {
    expect(first('licence renwal')).toBe('renewal');
    expect(first('lisence renewal')).toBe('renewal');
    expect(first('dupli')).toBe('duplicate');
    expect(first('bandi amesanu')).toBe('transfer');
  });

  it('splits Telugu from Latin letters and takes an inflected Telugu word', () => {
    expect(searchWords('RCను')).toEqual(['rc']);
    expect(first('బండిని అమ్మేశాను')).toBe('transfer');
    expect(first('లైసెన్స్‌ రెన్యువల్')).toBe('renewal');
  });

  it('finds nothing for an empty query, for words that say nothing and for no match', () => {
    expect(searchServices(index, '')).toEqual([]);
    expect(searchServices(index, 'how do i get my')).toEqual([]);
    expect(searchServices(index, 'xyzzy')).toEqual([]);
  });

  it('lists at most MAX_HITS, ties in catalogue order', () => {
    const many = Array.from({ length: 12 }, (_, i) => doc(`e${i}`, `Licence service ${i}`));
    const hits = searchServices(many, 'licence');
    expect(hits).toHaveLength(MAX_HITS);
    expect(hits.map((h) => h.doc.id)).toEqual(many.slice(0, MAX_HITS).map((d) => d.id));
  });
});
