// One Telugu style: the renderings i18n/glossary.yaml avoids are reported as file:line:col, in the
// catalogue's `te:` values (compileCatalog with `style`, as `npm run catalog:check` runs it) and in
// the app's Telugu sources (dictionaries, legal pages, server texts). Positive fixtures: the
// translated fixture catalogue and sources/valid.txt (words close to a variant that are right);
// negative: each folder of telugu-style/invalid/ (files of the translated fixture with avoided
// variants) and sources/invalid.txt, each beside the exact lines expected.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { formatError } from '../../src/catalog/format-error';
import { loadCatalog } from '../../src/catalog/load';
import { checkSourceStyle, checkYamlStyle, styleRules } from '../../src/catalog/telugu-style';
import { checkAppStyle, readStyleRules, teluguSourceFiles } from '../../src/catalog/telugu-style-files';
import { asCatalogFiles, FIXTURES_DIR, readRuleFixture, readTree, REPO_DIR, ruleFixtureNames, TRANSLATIONS, type FixtureFamily } from './fixture-files';

const rules = readStyleRules();
const STYLE: FixtureFamily = { valid: TRANSLATIONS.valid, invalid: path.join(FIXTURES_DIR, 'telugu-style/invalid') };
const SOURCES = path.join(FIXTURES_DIR, 'telugu-style/sources');
const readSource = (name: string) => readFileSync(path.join(SOURCES, name), 'utf8');
const sourceName = (name: string) => `tests/fixtures/catalog/telugu-style/sources/${name}`;
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('the glossary\'s avoided variants', () => {
  it('each name the variant, what to write instead, the English and why', () => {
    expect(rules.length).toBeGreaterThan(20);
    for (const rule of rules) {
      expect([rule.variant, rule.use, rule.en, rule.why].every((s) => typeof s === 'string' && s.trim() !== ''), rule.variant).toBe(true);
      // An unquoted comma in a flow mapping would cut a value short and make a key of the rest.
      expect(Object.keys(rule).filter((key) => !['variant', 'pattern', 'use', 'en', 'why', 'at', 'except', 'regex', 'skips'].includes(key)), rule.variant).toEqual([]);
    }
  });

  it('find the variant they name (where it is a Telugu word), and never what they say to write instead', () => {
    for (const rule of rules.filter((r) => r.at !== 'anywhere' && !/[(…]/.test(r.variant))) {
      expect(checkSourceStyle('x', `'${rule.variant}'`, [rule]).length, rule.variant).toBeGreaterThan(0);
    }
    for (const rule of rules) {
      expect(checkSourceStyle('x', `'${rule.use}'`, rules).map(formatError), rule.use).toEqual([]);
    }
  });

  it('leave alone the files a rule excepts: the console may name its desk, a visitor\'s text may not', () => {
    const desk = "'(డెస్క్ లక్ష్యం)'";
    expect(checkSourceStyle('src/shared/i18n/te-admin.ts', desk, rules)).toEqual([]);
    expect(checkSourceStyle('src/shared/i18n/te-fix.ts', desk, rules).map(formatError)).toEqual(['src/shared/i18n/te-fix.ts:1:3: "డెస్క్" is avoided (the desk): write "మా టీమ్" [telugu.avoided-word]']);
  });

  it('refuses a pattern that is not a regular expression', () => {
    expect(() => styleRules('avoid:\n  - { variant: x, pattern: "(", use: y, en: z, why: w }\n')).toThrow();
  });
});

describe('positive fixtures', () => {
  it('the translated fixture catalogue has no avoided variant', () => {
    const { errors, catalog } = compileCatalog(asCatalogFiles(readTree(TRANSLATIONS.valid)), 'catalog', { languages: ['en', 'te'], style: rules });
    expect(errors.map(formatError)).toEqual([]);
    expect(catalog).not.toBeNull();
  });

  it('sources/valid.txt: words close to a variant (నేరుగా, ఖాతా తెరవండి, RTO నుండి, a real inspection) are not reported', () => {
    expect(checkSourceStyle(sourceName('valid.txt'), readSource('valid.txt'), rules).map(formatError)).toEqual([]);
  });
});

describe('negative fixtures', () => {
  const fixtures = ruleFixtureNames(STYLE).map((name) => readRuleFixture(name, STYLE));

  it('cover an entry (plain, folded and quoted values) and site.yaml', () => {
    expect(fixtures.map((f) => f.name)).toEqual(['avoided-words-in-an-entry', 'avoided-words-in-site-yaml']);
  });

  describe.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    it('reports exactly the expected variants, each at its file:line:col, and no catalogue', () => {
      const { catalog, errors } = compileCatalog(asCatalogFiles(fixture.tree), 'catalog', { languages: ['en', 'te'], style: rules });
      expect(errors.map(formatError)).toEqual(fixture.expected);
      expect(catalog).toBeNull();
    });

    it('is otherwise a valid catalogue (the build, which reads no style, accepts it)', () => {
      const { catalog, errors } = compileCatalog(asCatalogFiles(fixture.tree), 'catalog', { languages: ['en', 'te'] });
      expect(errors).toEqual([]);
      expect(catalog).not.toBeNull();
    });
  });

  it('sources/invalid.txt: every variant of every line, comments left out', () => {
    expect(checkSourceStyle(sourceName('invalid.txt'), readSource('invalid.txt'), rules).map(formatError)).toEqual(lines(readSource('invalid.expected.txt')));
  });

  it('reads only the te: values of a YAML file', () => {
    const yaml = 'title:\n  en: "మిలియన్ in the English side"\n  te: 15,00,000\nnote: మిలియన్\n';
    expect(checkYamlStyle('x.yaml', yaml, rules)).toEqual([]);
  });
});

describe('the repository', () => {
  it('writes no avoided variant in the catalogue\'s Telugu', async () => {
    const { errors } = await loadCatalog(undefined, { languages: ['en', 'te'], style: rules });
    expect(errors.map(formatError)).toEqual([]);
  });

  it('writes no avoided variant in the app\'s Telugu texts (dictionaries, legal pages, server texts)', () => {
    const files = teluguSourceFiles();
    expect(files).toEqual(expect.arrayContaining(['src/shared/i18n/te-auth.ts', 'src/features/legal/content/te.ts', 'src/server/texts/server-texts-te.ts']));
    expect(files.some((f) => f.includes('chat-vocabulary'))).toBe(false);
    expect(checkAppStyle(rules, REPO_DIR).map(formatError)).toEqual([]);
  });
});
