// Each language's build replaces the per-language modules by their twins (scripts/page-language-plugin.ts):
// a language of the list without a twin would fail its build, so this test names the missing file first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fontFiles, PER_LANGUAGE_MODULES, twinOf } from '../../scripts/page-language-plugin';
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

it("finds the files of a language's font in a built stylesheet, for its pages to preload, with the local copies of the face a device may have", () => {
  // As Vite minifies telugu-font.css (each weight whole, then cut) and telugu-name-font.css into the Telugu build's stylesheet.
  const css =
    '@font-face{font-family:Noto Sans Telugu;font-style:normal;font-display:swap;font-weight:400;src:local(NotoSansTelugu-Regular),url(/te/assets/whole-400.woff2)format("woff2");unicode-range:U+C00-C7F,U+200C-200D}' +
    '@font-face{font-family:Noto Sans Telugu;font-style:normal;font-weight:400;src:local("NotoSansTelugu-Regular"),url(/te/assets/noto-sans-telugu-telugu-400-normal-7lz0FJyD.woff2)format("woff2");unicode-range:U+C01-C03}' +
    '@font-face{font-family:Noto Sans Telugu;font-weight:700;src:url("/te/assets/noto-sans-telugu-telugu-700-normal-DUHCiUsY.woff2") format("woff2")}' +
    "@font-face{font-family:'Telugu Language Name';src:url(/te/assets/telugu-name-font-DfYhPyHt.woff2)format(\"woff2\")}.m_1{font-family:Noto Sans Telugu}";
  const telugu = LANGUAGES.find((l) => l.font !== null)!.font!;
  expect(fontFiles(css, telugu)).toEqual([
    { href: '/te/assets/noto-sans-telugu-telugu-400-normal-7lz0FJyD.woff2', local: ['NotoSansTelugu-Regular'] },
    { href: '/te/assets/noto-sans-telugu-telugu-700-normal-DUHCiUsY.woff2', local: [] },
  ]);
  expect(fontFiles(css, "'Telugu Language Name'")).toEqual([{ href: '/te/assets/telugu-name-font-DfYhPyHt.woff2', local: [] }]);
  expect(fontFiles(css, 'Roboto')).toEqual([]);
});

it('of two faces of one weight (the whole font, then its cut for the site), preloads the one the browser checks first: the last', () => {
  const face = (weight: number, file: string, range: string) =>
    `@font-face{font-family:Noto Sans Telugu;font-style:normal;font-weight:${weight};src:url(/te/assets/${file})format("woff2");unicode-range:${range}}`;
  const css =
    face(400, 'whole-400.woff2', 'U+0C00-0C7F') + face(400, 'cut-400.woff2', 'U+0C02-0C03, U+0C05') + face(700, 'whole-700.woff2', 'U+0C00-0C7F') + face(700, 'cut-700.woff2', 'U+0C02-0C03, U+0C05');
  expect(fontFiles(css, '"Noto Sans Telugu"').map((file) => file.href)).toEqual(['/te/assets/cut-400.woff2', '/te/assets/cut-700.woff2']);
});
