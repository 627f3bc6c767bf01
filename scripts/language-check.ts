// `npm run language:check`: every HTML page of the build (dist/, after `npm run build`; or the folder
// given) read in its own language: no Latin word on a Telugu page and no Telugu on an English one,
// beyond the allow-list of i18n/page-words-allowed.yaml (names, form numbers, units: each with its
// reason). Only visible text and read attributes count (scripts/page-words.ts). Each word is printed
// as `file:line:col message`, all of them at once, and the command exits 1.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from './built-pages.ts';
import { LANGUAGES } from '../src/core/languages.ts';
import { allowedWords, foreignWords } from './page-words.ts';

const scriptName = new Intl.DisplayNames(['en'], { type: 'script' });

const dist = path.resolve(process.argv[2] ?? 'dist');
const pages = builtPages(dist);
const allowed = allowedWords();
let problems = 0;
const pagesWith = new Set<string>();
for (const page of pages) {
  const file = path.relative(process.cwd(), page);
  for (const found of foreignWords(readFileSync(page, 'utf8'), allowed)) {
    problems++;
    pagesWith.add(file);
    const language = LANGUAGES.find((l) => l.code === found.lang)?.englishName;
    console.log(`${file}:${found.line}:${found.column} "${found.word}" is ${scriptName.of(found.script)} in ${language} text (not in i18n/page-words-allowed.yaml)`);
  }
}
if (problems > 0) {
  console.log(`\n${problems} words in the other script on ${pagesWith.size} of ${pages.length} pages.`);
  process.exit(1);
}
console.log(`${pages.length} pages: every word in its page's script.`);
