// The words of a built page in the wrong script for its language (`npm run language:check`): Latin
// words on a Telugu page, Telugu on an English one. Only what a visitor reads or hears counts: text
// between tags (not inside <script>, <style> or <template>) and the alt, aria-label, title and
// placeholder attributes. An element with a `lang` of its own (the language switch's "తెలుగు") is
// read in that language. Codes with a digit (AP39BJ1234, Form 28's "28"), addresses and e-mail are
// not words; every other word must be on the allow-list (i18n/page-words-allowed.yaml).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_LANGUAGE, LANGUAGES, langOfTag, type Lang } from '../src/core/languages.ts';

/** Words (or phrases of several) each language's pages may show in another language's script. */
export type AllowedWords = Record<Lang, readonly string[]>;

const ALLOW_FILE = path.resolve(import.meta.dirname, '../i18n/page-words-allowed.yaml');

/** The allow-list: per page language, the words (and phrases) of another script it may show. */
export function allowedWords(file = ALLOW_FILE): AllowedWords {
  const lists = parse(readFileSync(file, 'utf8')) as Partial<Record<Lang, { word: string; why: string }[]>>;
  return Object.fromEntries(LANGUAGES.map(({ code }) => [code, (lists[code] ?? []).map((w) => w.word)])) as Record<Lang, string[]>;
}

/** A language's writing system, as ISO 15924 names it (Latn, Telu): the likeliest for its code. */
export function scriptOf(lang: Lang): string {
  return new Intl.Locale(lang).maximize().script ?? 'Latn';
}

export interface ForeignWord {
  line: number;
  column: number;
  word: string;
  /** The word's script (Latn, Telu). */
  script: string;
  /** The language of the text it stands in (the page's, or its element's). */
  lang: Lang;
}

/**
 * The words of one script: its letters and marks, with digits (a code), the zero-width (non-)joiners
 * Telugu writes inside a word, and an apostrophe inside.
 */
function wordsOf(script: string): RegExp {
  const letter = `\\p{Script=${script}}`;
  return new RegExp(`[${letter}0-9]*${letter}[${letter}\\p{M}\\u200c\\u200d0-9]*(?:['’]${letter}+)*`, 'gu');
}

/** For each language, the scripts of the list's other languages and the words of each. */
const FOREIGN = Object.fromEntries(
  LANGUAGES.map(({ code }) => [
    code,
    [...new Set(LANGUAGES.map((l) => scriptOf(l.code)))].filter((script) => script !== scriptOf(code)).map((script) => ({ script, words: wordsOf(script) })),
  ]),
) as Record<Lang, { script: string; words: RegExp }[]>;

const READ_ATTRIBUTES = new Set(['alt', 'aria-label', 'title', 'placeholder']);
const NOT_READ = new Set(['script', 'style', 'template']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// Not words, masked (same length, so positions stay) before words are looked for: addresses and
// e-mail; a notification's number (G.S.R. 1183(E), G.O.Ms.No. 33), a clause's letter (28(2)(c)), and
// a service number's prefix (VS 4821 7730 9154 69).
const NOT_WORDS = /\b[A-Z]{2,5}(?= ?[0-9]{4} ?[0-9]{4} ?[0-9]{4} ?[0-9]{2}\b)|https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org|app|net)\b(?:\/\S*)?|\b(?:[A-Za-z]{1,3}\.){2,}|(?<=[0-9)])\([A-Za-z]\)/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Every word of `html` (a page whose `<html lang>` is its language) in the wrong script, in order. */
export function foreignWords(html: string, allowed: AllowedWords): ForeignWord[] {
  const found: ForeignWord[] = [];
  const words = Object.fromEntries(LANGUAGES.map(({ code }) => [code, new Set(allowed[code])])) as Record<Lang, Set<string>>;
  const phrases = Object.fromEntries(LANGUAGES.map(({ code }) => [code, phrasesOf(allowed[code])])) as Record<Lang, RegExp>;
  const position = positions(html);
  const lower = html.toLowerCase();
  const check = (raw: string, at: number, lang: Lang) => {
    const { text, offsets } = decoded(raw);
    const blank = (match: string) => ' '.repeat(match.length);
    const masked = text.replace(NOT_WORDS, blank).replace(phrases[lang], blank);
    const hits = FOREIGN[lang].flatMap(({ script, words: pattern }) => [...masked.matchAll(pattern)].map((match) => ({ script, match })));
    for (const { script, match } of hits.sort((a, b) => a.match.index - b.match.index)) {
      const word = match[0];
      if (/[0-9]/.test(word) || words[lang].has(word)) continue;
      found.push({ ...position(at + (offsets[match.index] ?? 0)), word, script, lang });
    }
  };
  // The language of each open element, innermost last.
  const open: { tag: string; lang: Lang }[] = [];
  const current = (): Lang => open.at(-1)?.lang ?? DEFAULT_LANGUAGE;
  const tags = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  let textStart = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    check(html.slice(textStart, match.index), textStart, current());
    textStart = tags.lastIndex;
    const [, closing, opening, attributes = ''] = match;
    if (closing) {
      const at = open.map((o) => o.tag).lastIndexOf(closing.toLowerCase());
      if (at >= 0) open.length = at;
      continue;
    }
    if (!opening) continue;
    const tag = opening.toLowerCase();
    const attributeAt = match.index + 1 + opening.length;
    const lang = languageOf(attributes) ?? current();
    for (const attribute of attributes.matchAll(/([^\s=/]+)\s*=\s*"([^"]*)"/g)) {
      if (READ_ATTRIBUTES.has(attribute[1]!.toLowerCase())) check(attribute[2]!, attributeAt + attribute.index + attribute[0].indexOf('"') + 1, lang);
    }
    if (NOT_READ.has(tag)) {
      const end = lower.indexOf(`</${tag}`, textStart);
      textStart = end < 0 ? html.length : end;
      tags.lastIndex = textStart;
      continue;
    }
    if (!VOID.has(tag) && !attributes.trimEnd().endsWith('/')) open.push({ tag, lang });
  }
  check(html.slice(textStart), textStart, current());
  return found;
}

/** The allow-list's phrases (entries of more than one word), longest first, each only as a whole. */
function phrasesOf(allowed: readonly string[]): RegExp {
  const phrases = allowed.filter((entry) => /[\s-]/.test(entry)).sort((a, b) => b.length - a.length);
  const escaped = phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return escaped.length > 0 ? new RegExp(`(?<![A-Za-z])(?:${escaped.join('|')})(?![A-Za-z])`, 'g') : /(?!)/g;
}

/** The language an element's `lang` attribute names, if one of the list ("te", "te-IN"). */
function languageOf(attributes: string): Lang | undefined {
  const tag = /(?:^|\s)lang\s*=\s*"([^"]+)"/.exec(attributes)?.[1];
  return tag === undefined ? undefined : langOfTag(tag);
}

/** The text with its character references decoded, and where each of its characters starts in `raw`. */
function decoded(raw: string): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  const references = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;
  let from = 0;
  for (const match of raw.matchAll(references)) {
    for (let i = from; i < match.index; i++) offsets.push(i);
    text += raw.slice(from, match.index);
    const name = match[1]!;
    const char = name.startsWith('#') ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1), name[1]?.toLowerCase() === 'x' ? 16 : 10)) : (ENTITIES[name.toLowerCase()] ?? match[0]);
    for (let i = 0; i < char.length; i++) offsets.push(match.index);
    text += char;
    from = match.index + match[0].length;
  }
  for (let i = from; i < raw.length; i++) offsets.push(i);
  return { text: text + raw.slice(from), offsets };
}

/** Line and column (both from 1) of an offset of `html`. */
function positions(html: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = html.indexOf('\n'); i >= 0; i = html.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}
