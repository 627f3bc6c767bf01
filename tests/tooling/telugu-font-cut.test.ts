// The Telugu pages preload a cut of their font (scripts/telugu-font-cut.ts): the build declares each
// face twice, the whole font first and its cut after, and refuses a site whose text leaves the cut.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { CUT_LETTERS, CUT_UNICODE_RANGE, teluguFontCutPlugin, uncoveredTeluguText } from '../../scripts/telugu-font-cut';
import { fontFiles } from '../../scripts/page-language-plugin';

const FONT_CSS = path.resolve(import.meta.dirname, '../../src/shared/i18n/telugu-font.css');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function builtSite(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'telugu-cut-'));
  dirs.push(dist);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  return dist;
}

async function cutStylesheet(): Promise<string> {
  const transform = teluguFontCutPlugin().transform as (css: string, id: string) => Promise<{ code: string }>;
  return (await transform(readFileSync(FONT_CSS, 'utf8'), FONT_CSS)).code;
}

it('follows each face of the whole font by its cut, with the cut letters as its range; the cut is what a Telugu page preloads', async () => {
  const css = await cutStylesheet();
  const faces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([face]) => face);
  expect(faces).toHaveLength(4);
  const [whole400, cut400, whole700, cut700] = faces;
  expect(whole400).toContain("url('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2')");
  expect(whole400).toContain('U+0C00-0C7F');
  expect(cut400).toMatch(/url\('\.\.\/\.\.\/\.\.\/\.generated\/telugu-font\/\w{8}\/noto-sans-telugu-telugu-400-normal\.woff2'\)/);
  expect(cut400).toContain(`unicode-range: ${CUT_UNICODE_RANGE};`);
  expect(whole700).toContain('noto-sans-telugu-telugu-700-normal.woff2');
  expect(cut700).toContain(`unicode-range: ${CUT_UNICODE_RANGE};`);
  // Whole and cut, each face names the copy a device may have itself; the preload carries its names.
  expect(whole400).toContain("local('NotoSansTelugu-Regular')");
  expect(cut700).toContain("local('NotoSansTelugu-Bold')");
  expect(fontFiles(css, '"Noto Sans Telugu"')).toEqual([
    { href: /url\('([^']+)'\)/.exec(cut400!)![1], local: ['NotoSansTelugu-Regular'] },
    { href: /url\('([^']+)'\)/.exec(cut700!)![1], local: ['NotoSansTelugu-Bold'] },
  ]);
  // Smaller than the file it was cut from, by a quarter.
  const cutFile = path.resolve(path.dirname(FONT_CSS), /url\('([^']+)'\)/.exec(cut400!)![1]!);
  expect(readFileSync(cutFile).length).toBeLessThan(28 * 1024);
});

it('cuts every letter of Telugu as written today, and nothing of the archaic letters, digits or fractions', () => {
  for (const word of ['జ్ఞానేశ్వర్', 'ఋషికేశ్', 'ఔషధం', 'శ్రీకాకుళం', 'ఙ్ఞ', 'ఱ్ఱ', 'ౠ', 'ఁ']) expect([...word].filter((letter) => !CUT_LETTERS.includes(letter)), word).toEqual([]);
  for (const letter of ['౧', '౦', 'ౘ', '౸']) expect(CUT_LETTERS).not.toContain(letter);
  expect(CUT_UNICODE_RANGE).toBe('U+0C01-0C03, U+0C05-0C0C, U+0C0E-0C10, U+0C12-0C28, U+0C2A-0C39, U+0C3E-0C44, U+0C46-0C48, U+0C4A-0C4D, U+0C55-0C56, U+0C60-0C61, U+200C-200D');
});

it('finds no letter outside the cut in a built site of modern Telugu, and names each one outside it with a file', () => {
  expect(uncoveredTeluguText(builtSite({ 'te.html': '<h1>వాహన సేవలు</h1>', 'assets/a.js': 'const t="జ్ఞానం";' }))).toEqual([]);
  const dist = builtSite({ 'te.html': '<p>౧౨ రోజులు</p>', 'te/assets/b.js': 'x="ౘ"', 'te/notes.txt': '౩' });
  expect(uncoveredTeluguText(dist).sort((a, b) => a.letter.codePointAt(0)! - b.letter.codePointAt(0)!)).toEqual([
    { letter: 'ౘ', codePoint: 'U+0C58', file: path.join('te', 'assets', 'b.js') },
    { letter: '౧', codePoint: 'U+0C67', file: 'te.html' },
    { letter: '౨', codePoint: 'U+0C68', file: 'te.html' },
  ]);
});
