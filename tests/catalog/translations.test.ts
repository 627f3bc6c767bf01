// Every text in English and Telugu: tests/fixtures/catalog/translations/valid is the valid fixture
// with each text written as {en, te}; each folder of translations/invalid/ is a full copy of one of
// its files with one translation left out, and expected.txt the exact file:line:col lines.
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { formatError } from '../../src/catalog/format-error';
import { inLanguage } from '../../src/core/text';
import { catalogPlugin } from '../../src/catalog/vite-plugin';
import { asCatalogFiles, readRuleFixture, readTree, ruleFixtureNames, TRANSLATIONS, VALID_DIR } from './fixture-files';

const BOTH = ['en', 'te'] as const;
const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/;

const translated = compileCatalog(asCatalogFiles(readTree(TRANSLATIONS.valid)), 'catalog', { languages: BOTH });
const fixtures = ruleFixtureNames(TRANSLATIONS).map((name) => readRuleFixture(name, TRANSLATIONS));

describe('the translated fixture', () => {
  it('compiles with zero errors when every text must be in English and Telugu', () => {
    expect(translated.errors.map(formatError)).toEqual([]);
    expect(translated.catalog).not.toBeNull();
  });

  it('compiles, in English, to exactly what the valid fixture compiles to: every text key takes the {en, te} form', () => {
    const valid = compileCatalog(asCatalogFiles(readTree(VALID_DIR)));
    expect(valid.catalog).not.toBeNull();
    expect(inLanguage(translated.catalog, 'en')).toEqual(inLanguage(valid.catalog, 'en'));
  });

  it('keeps the Telugu beside the English through the compiler (terms, listings, options, message)', () => {
    const entry = translated.catalog?.entries.find((e) => e.id === 'order-vehicle-rc');
    expect(entry?.terms.at(-1)).toEqual({
      en: 'By proceeding you agree to pay Rs 150/- for the PVC RC card.',
      te: 'ముందుకు కొనసాగడం ద్వారా PVC RC కార్డ్‌కు రూ. 150/- చెల్లించడానికి మీరు అంగీకరిస్తున్నారు.',
    });
    expect(translated.catalog?.listings['vehicle-services'][0]?.title).toEqual({ en: 'Order Vehicle RC Card', te: 'వాహన RC కార్డ్ ఆర్డర్ చేయండి' });
    // A choice keeps its English values: the form stores them and the WhatsApp message sends them.
    expect(entry?.form?.schema.properties.cardType?.enum).toEqual(['PVC', 'PVC with lamination']);
    expect(entry?.message?.request).toEqual({
      en: 'Please assist me with printing and delivering my RC card.',
      te: 'నా RC కార్డ్ ప్రింట్ చేసి డెలివరీ చేయడంలో దయచేసి సహాయం చేయండి.',
    });
  });

  it('is in Telugu wherever a page would show it in Telugu', () => {
    const shown = JSON.stringify(inLanguage(translated.catalog?.listings, 'te'));
    expect(shown).toMatch(TELUGU_SCRIPT);
    expect(shown).not.toContain('Order Vehicle RC Card');
  });
});

describe('negative translation fixtures', () => {
  it('cover a plain English text, a list item, a choice option, a nested step, site.yaml and two files at once', () => {
    expect(fixtures.map((f) => f.name)).toEqual([
      'missing-in-two-files',
      'offices-missing-telugu',
      'option-without-telugu',
      'site-term-without-telugu',
      'step-text-without-telugu',
      'title-in-english-only',
    ]);
  });

  describe.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    it('reports exactly the expected missing translations, and no catalogue', () => {
      const { catalog, errors } = compileCatalog(asCatalogFiles(fixture.tree), 'catalog', { languages: BOTH });
      expect(errors.map(formatError)).toEqual(fixture.expected);
      expect(catalog).toBeNull();
    });

    it('is otherwise a valid catalogue (English only is allowed by default, for drafts)', () => {
      const { catalog, errors } = compileCatalog(asCatalogFiles(fixture.tree));
      expect(errors).toEqual([]);
      expect(catalog).not.toBeNull();
    });
  });
});

describe('the pages this session', () => {
  it('download the English texts only: the app modules carry no Telugu', async () => {
    const plugin = catalogPlugin();
    const load = (id: string) => (plugin.load as unknown as (id: string) => Promise<string>).call({}, `\0${id}`);
    const index = await load('virtual:catalog');
    expect(index).toContain('"title":"Vehicle eKYC"');
    expect(index).not.toMatch(TELUGU_SCRIPT);
    expect(await load('virtual:catalog/entry/duplicate-rc')).not.toMatch(TELUGU_SCRIPT);
    expect(await load('virtual:catalog/chat')).not.toMatch(TELUGU_SCRIPT);
  });
});
