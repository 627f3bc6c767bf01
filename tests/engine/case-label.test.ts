// The "only if" label of a document, step or fee names the case in the page's language, from the
// page's own copy of the entry, which carries its options in that language only: a condition names
// an option by its value (its English text), so the label finds the option by value, never by its
// shown text (the Telugu pages printed the English value: 58 of their 72 labels).
import { afterEach, describe, expect, it } from 'vitest';
import { allowedWords, foreignWords } from '../../scripts/page-words';
import { conditionOf } from '../../src/catalog/conditions';
import { optionValues } from '../../src/catalog/defaults';
import { loadCatalog } from '../../src/catalog/load';
import type { CompiledEntry, GuidanceShowWhen } from '../../src/catalog/types';
import { inLanguage } from '../../src/core/text';
import { caseText } from '../../src/engine/case-label';
import { en } from '../../src/shared/i18n/en';
import { setDictionary } from '../../src/shared/i18n/t';
import { te } from '../../src/shared/i18n/te';

const allowed = allowedWords();
const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const entry = (id: string) => catalog.entries.find((e) => e.id === id)!;
const field = (e: CompiledEntry, name: string) => e.source.fields!.find((f) => f.name === name)!;

afterEach(() => setDictionary('en', en));

/** Every showWhen in an entry, a document's age cases included. */
function showWhens(value: unknown): GuidanceShowWhen[] {
  if (Array.isArray(value)) return value.flatMap(showWhens);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'showWhen' ? [inner as GuidanceShowWhen] : showWhens(inner)));
}

describe('a choice field in one language’s copy of its entry', () => {
  it('keeps its English values beside its Telugu options', () => {
    const expiry = field(inLanguage(entry('driving-licence-renewal'), 'te'), 'expiry');
    expect(expiry.options).toContain('ఇంకా గడువు ముగియలేదు');
    expect(optionValues(expiry)).toEqual(optionValues(field(entry('driving-licence-renewal'), 'expiry')));
    expect(optionValues(expiry)).toContain('It has not expired yet');
  });
});

describe('the case label', () => {
  it('names the Telugu option of the answer on a Telugu page, in a sentence', () => {
    setDictionary('te', te);
    const renewal = inLanguage(entry('driving-licence-renewal'), 'te');
    const label = caseText(renewal, { expiry: ['It has not expired yet', 'It expired less than a year ago'] });
    expect(label).toBe('‘మీ లైసెన్స్ గడువు ఎప్పుడు?’ ప్రశ్నకు మీ సమాధానం ‘ఇంకా గడువు ముగియలేదు’ లేదా ‘గడువు ముగిసి ఒక సంవత్సరం కాలేదు’ అయితేనే');
  });

  it('has no Latin word but the allow-list’s names on any Telugu page’s label', () => {
    setDictionary('te', te);
    for (const compiled of catalog.entries) {
      const page = inLanguage(compiled, 'te');
      for (const condition of showWhens(compiled.source)) {
        const label = caseText(page, conditionOf(condition));
        expect(foreignWords(`<html lang="te"><p>${label}</p></html>`, allowed), `${compiled.id}: ${label}`).toEqual([]);
      }
    }
  });

  it('reads as a sentence in English', () => {
    const label = caseText(entry('transfer-ownership'), { vehicleClass: ['Car', 'Transport vehicle'] });
    expect(label).toBe('Only if your answer to ‘Vehicle type’ is ‘Car’ or ‘Transport vehicle’');
  });
});
