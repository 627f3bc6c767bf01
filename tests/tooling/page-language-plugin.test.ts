// Each language's build replaces the per-language modules by their twins (scripts/page-language-plugin.ts):
// a language of the list without a twin would fail its build, so this test names the missing file first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PER_LANGUAGE_MODULES, twinOf } from '../../scripts/page-language-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/core/languages';

it('every per-language module has its twin for every language of the list but English', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const missing = PER_LANGUAGE_MODULES.flatMap((file) =>
    LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE)
      .map((l) => twinOf(file, l.code))
      .filter((twin) => !existsSync(twin))
      .map((twin) => path.relative(root, twin)),
  );
  expect(PER_LANGUAGE_MODULES.every(existsSync)).toBe(true);
  expect(missing).toEqual([]);
});
