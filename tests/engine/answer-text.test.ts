// An answer reads in the same words wherever it is written (src/catalog/kinds, answerText): the
// review step and the fix view (shownAnswer, from the page's copy of the message's fields), the
// WhatsApp message and the desk's console (from the server's copy of the entry): a choice by
// its option's text, the options ticked one after another, an office by its name, a date as
// DD-MM-YYYY and a typed field in its canonical form, in English and in Telugu.
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import type { Answer, CompiledEntry, CompiledField } from '../../src/catalog/types';
import type { Lang } from '../../src/core/languages';
import { inLanguage, localize } from '../../src/core/text';
import { buildWhatsAppMessage, shownAnswer } from '../../src/engine/whatsapp-message';
import { seedFromCatalog } from '../../src/server/services/catalog-seed';
import { caseAnswers } from '../../src/server/tracking/case-answers';
import { en } from '../../src/shared/i18n/en';
import { setDictionary } from '../../src/shared/i18n/t';
import { te } from '../../src/shared/i18n/te';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const seed = seedFromCatalog(catalog);

/** The first entry with a message and a field of `type` asked in every case, and that field. */
function fieldOfType(type: string): { entry: CompiledEntry; field: CompiledField } {
  for (const entry of catalog!.entries) {
    const field = entry.message ? entry.source.fields?.find((f) => f.type === type && !f.showWhen) : undefined;
    if (field) return { entry, field };
  }
  throw new Error(`no entry of the real catalogue asks a ${type} field`);
}

const option = (field: CompiledField, i: number) => field.options![i]!;
const office = (field: CompiledField) => field.offices![0]!;

const CASES: { type: string; answer: (field: CompiledField) => Answer; words: (field: CompiledField, lang: Lang) => string }[] = [
  { type: 'choice', answer: (f) => localize(option(f, 1)), words: (f, lang) => localize(option(f, 1), lang) },
  { type: 'choices', answer: (f) => [localize(option(f, 0)), localize(option(f, 1))], words: (f, lang) => `${localize(option(f, 0), lang)}, ${localize(option(f, 1), lang)}` },
  { type: 'office', answer: (f) => office(f).id, words: (f, lang) => localize(office(f).name, lang) },
  { type: 'date', answer: () => '1995-08-15', words: () => '15-08-1995' },
  { type: 'vehicleNumber', answer: () => 'ap 39 bj 1234', words: () => 'AP39BJ1234' },
];

// The suite shares one module state: the next file finds the page in English again.
afterAll(() => setDictionary('en', en));

describe.each(['en', 'te'] as const)('an answer in %s', (lang) => {
  describe.each(CASES)('of a $type field', ({ type, answer, words }) => {
    const { entry, field } = fieldOfType(type);
    const value = answer(field);
    const expected = words(field, lang);
    // What the page of this language carries: every text in its language only.
    const page = inLanguage(entry, lang);

    it('reads the same on the review step and in the fix view', () => {
      setDictionary(lang, lang === 'en' ? en : te);
      expect(shownAnswer(page.message, field.name, value)).toBe(expected);
    });

    it('reads the same in the WhatsApp message', () => {
      setDictionary(lang, lang === 'en' ? en : te);
      const message = buildWhatsAppMessage({ spec: page.message!, serviceName: page.source.title, serviceNumber: 'X1', values: { [field.name]: value }, consent: 'c', closing: 'z' });
      expect(message).toContain(`\n${localize(field.label, lang)}: ${expected}\n`);
    });

    // The request's case keeps only choice, choices and office answers; a date or a typed answer only the message carries.
    if (['choice', 'choices', 'office'].includes(type)) {
      it("reads the same in the desk's console (the case keeps it)", () => {
        const seedEntry = seed.entries.find((e) => e.id === entry.id)!;
        expect(caseAnswers(seedEntry, { [field.name]: value })[field.name]?.[lang]).toBe(expected);
      });
    }
  });
});
