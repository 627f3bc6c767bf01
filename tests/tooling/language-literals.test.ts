// Languages are data (src/core/languages.ts): code reads the list, or a table keyed by `Lang`, never a
// language's code written as a literal. A literal like 'te' assumes the languages there are today;
// this test names each one, so a new language needs no hunt through the code. Allowed: the list
// itself, and the files that are one language's by name (te.ts, te-auth.ts, page-language-te.ts,
// chat-vocabulary-te.ts, telugu-style.ts …), which hold its texts or its rules, and the API's body
// types generated from the schemas (src/shared/api/bodies.ts), whose language enums are kept equal
// to the list below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import entrySchema from '../../schemas/catalog-entry.schema.json';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/core/languages';

const SRC = path.resolve(import.meta.dirname, '../../src');
const ALLOWED = [path.join(SRC, 'core/languages.ts'), path.join(SRC, 'shared/api/bodies.ts')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** Whether a file is one language's by its name: `te.ts`, `te-auth.ts`, `admin-texts-te.ts`, `telugu-style.ts`. */
function isLanguagesOwn(file: string, code: string, englishName: string): boolean {
  const name = path.basename(file).replace(/\.tsx?$/, '');
  return name === code || name.startsWith(`${code}-`) || name.endsWith(`-${code}`) || name.startsWith(`${englishName.toLowerCase()}-`);
}

it("has no language code written as a literal outside the list and each language's own files", () => {
  const found: string[] = [];
  for (const { code, englishName } of LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE)) {
    const literal = new RegExp(`(['"\`])${code}\\1`);
    for (const file of sourceFiles(SRC)) {
      if (ALLOWED.includes(file) || isLanguagesOwn(file, code, englishName)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (literal.test(line)) found.push(`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`);
        });
    }
  }
  expect(found).toEqual([]);
});

it('finds such a literal (the check above is not vacuous)', () => {
  expect(/(['"`])te\1/.test("lang === 'te' ? a : b")).toBe(true);
  expect(isLanguagesOwn('src/shared/i18n/te-auth.ts', 'te', 'Telugu')).toBe(true);
  expect(isLanguagesOwn('src/shared/layout/language-switch.tsx', 'te', 'Telugu')).toBe(false);
});

it("the catalogue schema names the list's languages as a text's keys (its editors complete them)", () => {
  expect(Object.keys(entrySchema.definitions.text.oneOf[1]!.properties!)).toEqual(LANGUAGES.map((l) => l.code));
});
