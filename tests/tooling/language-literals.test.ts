// Languages are data (src/core/languages.ts): code reads the list, or a language's own files found by
// their name, never a language's code written out. A literal like 'te', a table key `te:` or a path
// '/te/' assumes the languages there are today; this test names each one, so adding a language
// touches the list and that language's own files (its dictionaries, docs/translation.md) and nothing
// else. Allowed: the list itself and the catalogue schema's copy of its codes (an editor completes a
// text's keys from it; the last test keeps the two equal); the files that are one language's by
// name (te.ts, te-auth.ts, page-language-te.ts, server-texts-te.ts, telugu-style.ts …), which hold
// its texts or rules; and the files written from the list by a command (firebase.json:
// `npm run firebase:rewrites`, src/shared/api/bodies.ts: `npm run api:types`). Comments are not read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import entrySchema from '../../schemas/catalog-entry.schema.json';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/core/languages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'scripts', 'schemas', 'firebase.json', 'index.html', 'vite.config.ts', 'playwright.config.ts', 'playwright.pseudo.config.ts'];
const LISTS = ['src/core/languages.ts', 'schemas/catalog-entry.schema.json', 'src/shared/api/bodies.ts', 'firebase.json'];

/**
 * Files that still name a language, each with why, until it reads the list or the language's own
 * file: a language without its entry here falls back (to English, Intl's format, the page's font).
 * The test fails when one no longer does, so the list only shrinks.
 */
const NOT_YET: Record<string, string> = {
  'src/catalog/chassis-field.ts': "the compiler's hint for the chassis field it writes",
  'src/catalog/contact-field.ts': "the compiler's label and hint for the mobile number field it adds",
  'scripts/web-manifest-plugin.ts': "the home-screen short name",
  'src/shared/i18n/date-format.ts': "Telugu's spoken date format (time of day as a word)",
  'src/shared/layout/language-switch.tsx': "the cut font that draws Telugu's name on English pages",
};

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!readdirSync(path.dirname(full)).includes(path.basename(full))) return [];
  try {
    return readdirSync(full, { withFileTypes: true }).flatMap((e) => files(path.join(entry, e.name)));
  } catch {
    return /\.(tsx?|json|html)$/.test(entry) ? [entry] : [];
  }
}

/** Whether a file is one language's by its name: `te.ts`, `te-auth.ts`, `admin-texts-te.ts`, `telugu-style.ts`. */
function isLanguagesOwn(file: string, code: string, englishName: string): boolean {
  const name = path.basename(file).replace(/\.(tsx?|json|html)$/, '').replace(/\.spec$/, '');
  return name === code || name.startsWith(`${code}-`) || name.endsWith(`-${code}`) || name.startsWith(`${englishName.toLowerCase()}-`);
}

/** The ways code names a language: a quoted code, a table key, a path under its prefix. */
function mentions(code: string, prefix: string): RegExp {
  const escaped = prefix.replace(/[/]/g, '\\/');
  return new RegExp(`(['"\`])${code}\\1|(^|[^\\w.-])${code}\\s*:|${escaped}(?=[/'"\`])`);
}

/** Every line outside the allowed places that names a language other than the default. */
function namingLanguages(): string[] {
  const found: string[] = [];
  for (const { code, englishName, prefix } of LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE)) {
    const pattern = mentions(code, prefix);
    for (const file of SCANNED.flatMap(files)) {
      if (LISTS.includes(file) || isLanguagesOwn(file, code, englishName)) continue;
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const text = line.trim();
          if (!/^(\/\/|\*|\/\*)/.test(text) && pattern.test(text)) found.push(`${file}:${i + 1}: ${text.slice(0, 120)}`);
        });
    }
  }
  return found;
}

it('names no language outside the list, its own files and the files written from the list', () => {
  const found = namingLanguages();
  const unexpected = found.filter((line) => !(line.split(':')[0]! in NOT_YET));
  expect(unexpected).toEqual([]);
  // Each file of NOT_YET still names one; remove it from the list when it no longer does.
  expect(Object.keys(NOT_YET).filter((file) => !found.some((line) => line.startsWith(`${file}:`)))).toEqual([]);
});

it('finds each way of naming a language (the check above is not vacuous)', () => {
  const te = mentions('te', '/te');
  for (const line of ["lang === 'te' ? a : b", 'const T = { en: a, te: b };', "goto('/te/track')", 'prefix: "/te"', '"te"']) expect(te.test(line), line).toBe(true);
  for (const line of ['note: x', "'/templates/x'", "site: 'x'", 'const tea = 1;', "'tel'"]) expect(te.test(line), line).toBe(false);
  expect(isLanguagesOwn('src/shared/i18n/te-auth.ts', 'te', 'Telugu')).toBe(true);
  expect(isLanguagesOwn('src/server/texts/server-texts-te.ts', 'te', 'Telugu')).toBe(true);
  expect(isLanguagesOwn('src/shared/layout/language-switch.tsx', 'te', 'Telugu')).toBe(false);
});

it("the catalogue schema names the list's languages as a text's keys (its editors complete them)", () => {
  expect(Object.keys(entrySchema.definitions.Text.oneOf[1]!.properties!)).toEqual(LANGUAGES.map((l) => l.code));
});

it("docs/translation.md counts the files a new language copies from Telugu's, as they are found by name", () => {
  const own = files('src').filter((file) => file.endsWith('.ts') && isLanguagesOwn(file, 'te', '') && !path.basename(file).startsWith('telugu-'));
  const doc = readFileSync(path.join(ROOT, 'docs/translation.md'), 'utf8');
  const dictionaries = own.filter((file) => file.startsWith('src/shared/i18n/') && /^te(-|\.ts)/.test(path.basename(file)));
  expect(doc).toContain(`(${own.length} files, each found by its`);
  expect(doc).toContain(`(${dictionaries.length}, with \`<code>-api.ts\``);
});
