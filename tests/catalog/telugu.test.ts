// The catalogue's Telugu, read against its English and the glossary (i18n/glossary.yaml): no text is
// left in English unless it is made only of terms Telugu readers use in English (RC, PUC, Aadhaar …),
// numbers and punctuation; the terms kept in English stay in English; placeholders, addresses and
// numbers survive translation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import { textsOf } from '../../src/catalog/translations';
import type { Text } from '../../src/catalog/types';
import { REPO_DIR } from './fixture-files';

const glossary = parse(readFileSync(path.join(REPO_DIR, 'i18n/glossary.yaml'), 'utf8')) as { keep: string[]; terms: { en: string; te: string }[] };

const { catalog, errors } = await loadCatalog(undefined, { languages: ['en', 'te'] });

interface Pair {
  where: string;
  en: string;
  te: string;
}

/** Every text of every entry and of site.yaml, as `file path` with its English and Telugu. */
const pairs: Pair[] = [
  ...(catalog?.entries ?? []).flatMap((e) => textsOf(e.source, 'entry').map(({ path: at, text }) => pair(`${e.file} ${at.join('.')}`, text))),
  ...textsOf(catalog?.site, 'site').map(({ path: at, text }) => pair(`catalog/site.yaml ${at.join('.')}`, text)),
];

function pair(where: string, text: Text): Pair {
  return typeof text === 'string' ? { where, en: text, te: '' } : { where, en: text.en, te: text.te ?? '' };
}

/** Longest first, so that "mParivahan" is not read as "m" + "Parivahan". */
const KEEP = [...glossary.keep].sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEEP_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${KEEP.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/** What is left of a text without its kept terms, numbers, punctuation and spaces: the words that need translating. */
function wordsToTranslate(text: string): string {
  return text.replace(KEEP_WORD, '').replace(/[\p{N}\p{P}\p{S}\s]/gu, '');
}

const placeholders = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
const urls = (s: string) => [...s.matchAll(/https?:\/\/[^\s)]*[^\s).,;:]/g)].map((m) => m[0]).sort();
const numbers = (s: string) => [...s.matchAll(/\d+(?:[.,/]\d+)*/g)].map((m) => m[0]);
const SCALE: Record<string, number> = { M: 1e6, million: 1e6, lakh: 1e5, crore: 1e7 };
/** The numbers of the English as the Telugu writes them: a figure in digits, Indian grouping (15 lakh and 1.5M are 15,00,000, i18n/glossary.yaml). */
const numbersInLakhs = (s: string) =>
  numbers(s.replace(/(\d+(?:\.\d+)?) ?(M\b|million|lakh|crore)/g, (_, n: string, unit: string) => new Intl.NumberFormat('en-IN').format(Number(n) * SCALE[unit]!)));

describe('the catalogue in Telugu', () => {
  it('has every text in English and Telugu', () => {
    expect(errors.map((e) => `${e.file}:${e.line}:${e.col}: ${e.message}`)).toEqual([]);
    expect(pairs.length).toBeGreaterThan(500);
    expect(pairs.filter((p) => p.te === '').map((p) => p.where)).toEqual([]);
  });

  it('leaves no text in English except ones made only of glossary keep terms, numbers and punctuation', () => {
    const untranslated = pairs.filter((p) => p.te === p.en && wordsToTranslate(p.en) !== '');
    expect(untranslated.map((p) => `${p.where}: "${p.en}"`)).toEqual([]);
  });

  it('writes the glossary keep terms of the English in the Telugu as they are', () => {
    const lost = pairs.flatMap((p) =>
      [...new Set([...p.en.matchAll(KEEP_WORD)].map((m) => m[0]))].filter((term) => !p.te.includes(term)).map((term) => `${p.where}: ${term}`),
    );
    expect(lost).toEqual([]);
  });

  it('keeps every {placeholder}, web address and number of the English', () => {
    const changed = pairs.filter(
      (p) =>
        placeholders(p.en).join(' ') !== placeholders(p.te).join(' ') ||
        urls(p.en).join(' ') !== urls(p.te).join(' ') ||
        numbersInLakhs(p.en).some((n) => !numbers(p.te).includes(n)),
    );
    expect(changed.map((p) => `${p.where}: "${p.en}" / "${p.te}"`)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('accepts a text of keep terms, numbers and punctuation only, and nothing else', () => {
    expect(wordsToTranslate('RC')).toBe('');
    expect(wordsToTranslate('Form 26')).toBe('');
    expect(wordsToTranslate('24/7')).toBe('');
    expect(wordsToTranslate('Vahan (RC, PUC)')).toBe('');
    expect(wordsToTranslate('Duplicate RC')).toBe('Duplicate');
    expect(wordsToTranslate('RCs')).toBe('RCs');
  });

  it('finds numbers, addresses and placeholders', () => {
    expect(numbers('Pay Rs 150/- within 30 days (Form 1A, 4.9)')).toEqual(['150', '30', '1', '4.9']);
    expect(urls('See https://vahan.parivahan.gov.in.')).toEqual(['https://vahan.parivahan.gov.in']);
    expect(placeholders('Hello {name}, {count} left')).toEqual(['{count}', '{name}']);
    expect(numbersInLakhs('1.5M+ records, 5M+ users, 2 million, 2.5 lakh+, ₹7.5 crore+')).toEqual(['15,00,000', '50,00,000', '20,00,000', '2,50,000', '7,50,00,000']);
  });
});
