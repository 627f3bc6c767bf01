// The Telugu font cut down, at build time, to the letters of Telugu as it is written today (no
// archaic letters, Telugu digits or fraction signs): 27 and 28 KB instead of 36 and 37 KB for the two
// weights every Telugu page preloads, which decide its first paint on a slow network. Not cut to the
// site's own texts (22 KB): Chrome draws a syllable whose letters come from two fonts in pieces, so a
// name a visitor types with a letter the texts lack (జ్ఞా, ఋ) would break. The whole font stays declared
// before the cut, for a letter outside it: the browser checks the face declared last first, and fetches
// the whole one only for such a letter. After the build, `uncoveredTeluguText` proves that no page or
// script of dist/ holds one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The stylesheet that declares the font (every page imports it through src/app/app.tsx). */
const FONT_CSS = path.join(ROOT, 'src/shared/i18n/telugu-font.css');
/** Where the cuts are written for Vite to emit as assets (named as the files they were cut from). */
const CUT_DIR = path.join(ROOT, '.generated/telugu-font');

/**
 * The cut's code points: candrabindu to visarga, the vowels, the consonants, the vowel signs and the
 * virama, the length marks, the long vocalic vowels; and the joiners, which steer the shaping.
 */
const CUT_RANGES: [number, number][] = [
  [0x0c01, 0x0c03],
  [0x0c05, 0x0c0c],
  [0x0c0e, 0x0c10],
  [0x0c12, 0x0c28],
  [0x0c2a, 0x0c39],
  [0x0c3e, 0x0c44],
  [0x0c46, 0x0c48],
  [0x0c4a, 0x0c4d],
  [0x0c55, 0x0c56],
  [0x0c60, 0x0c61],
  [0x200c, 0x200d],
];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
/** The cut's unicode-range descriptor. */
export const CUT_UNICODE_RANGE = CUT_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
/** Every letter of the cut. */
export const CUT_LETTERS = CUT_RANGES.map(([from, to]) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i))).join('');

/** The code points of the whole font (its unicode-range in telugu-font.css), but for the joiners: not letters of their own. */
const FONT_RANGES: [number, number][] = [
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x0c00, 0x0c7f],
  [0x1cda, 0x1cda],
  [0x1cf2, 0x1cf2],
  [0x25cc, 0x25cc],
];
/** Every letter of the whole font, joiners included (scripts/installed-telugu-font.ts installs it all). */
export const FONT_LETTERS = [...FONT_RANGES, [0x200c, 0x200d] as [number, number]].map(([from, to]) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i))).join('');
const inFont = (letter: string) => FONT_RANGES.some(([from, to]) => letter.codePointAt(0)! >= from && letter.codePointAt(0)! <= to);

/**
 * The Telugu letters in the built site (dist/: every page and script, in every language) outside the
 * cut, each with its code point and a file that holds it; empty when the cut covers the site.
 */
export function uncoveredTeluguText(dist: string): { letter: string; codePoint: string; file: string }[] {
  const cut = new Set(CUT_LETTERS);
  const uncovered = new Map<string, string>();
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|js)$/.test(file));
  for (const file of files) {
    for (const letter of new Set(readFileSync(path.join(dist, file), 'utf8'))) if (inFont(letter) && !cut.has(letter) && !uncovered.has(letter)) uncovered.set(letter, file);
  }
  return [...uncovered].map(([letter, file]) => ({ letter, codePoint: `U+${hex(letter.codePointAt(0)!)}`, file }));
}

/** The cut of one of the font's files, written once per content (its folder says which). */
async function cutFile(source: string): Promise<string> {
  const font = await subsetFont(readFileSync(source), CUT_LETTERS, { targetFormat: 'woff2' });
  const file = path.join(CUT_DIR, createHash('sha256').update(font).digest('hex').slice(0, 8), path.basename(source));
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole under another name, then renamed: a build and a test cutting at the same time
    // never read half a font.
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, font);
    renameSync(partial, file);
  }
  return file;
}

/**
 * In a build, follows each of telugu-font.css's faces by its cut, with the cut's letters as its
 * unicode-range (pageLanguagePlugin preloads the cut, the face the browser checks first); the dev
 * server keeps the whole font only.
 */
export function teluguFontCutPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'portal-telugu-font-cut',
    apply: 'build',
    enforce: 'pre',
    async transform(css, id) {
      if (id.split('?')[0] !== FONT_CSS) return null;
      let code = '';
      let last = 0;
      for (const face of css.matchAll(/@font-face\s*\{[^}]*url\('(@fontsource\/[^']+\.woff2)'\)[^}]*\}/g)) {
        const url = path.relative(path.dirname(FONT_CSS), await cutFile(require.resolve(face[1]!))).split(path.sep).join('/');
        const cut = face[0].replace(face[1]!, url).replace(/unicode-range:[^;}]*/, `unicode-range: ${CUT_UNICODE_RANGE}`);
        code += `${css.slice(last, face.index + face[0].length)}\n\n${cut}`;
        last = face.index + face[0].length;
      }
      return { code: code + css.slice(last), map: null };
    },
  };
}
