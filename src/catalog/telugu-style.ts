// One Telugu style: finds the renderings `i18n/glossary.yaml` lists under `avoid` in every Telugu
// text, as file:line:col problems naming the variant found and what to write instead. In YAML only
// the `te:` values are read (catalogue entries, site.yaml); in source files every line but comments
// (the app's dictionaries, legal pages, the server's texts). `npm run catalog:check` runs it on the
// catalogue and, for the repository's own catalogue, on the app's Telugu sources too
// (telugu-style-files.ts reads the files; this module reads no file, like the compiler).
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { Lang } from '../core/languages.ts';
import { label } from './schema-check.ts';
import type { JsonPath } from './source-file.ts';
import type { CatalogError } from './types.ts';

/** The language whose texts this style governs (the glossary is a Telugu one). */
export const STYLE_LANGUAGE: Lang = 'te';

/** One avoided rendering, as the glossary writes it. */
export interface AvoidRule {
  variant: string;
  pattern: string;
  use: string;
  en: string;
  why: string;
  /** `word` (default): matched only where no letter comes before it; `anywhere`: the pattern says where. */
  at?: 'word' | 'anywhere';
  /** A regular expression of the files (repository paths) the rule does not read: the console's own texts may name what a visitor's must not. */
  except?: string;
}

export interface StyleRule extends AvoidRule {
  regex: RegExp;
  skips?: RegExp;
}

/** Telugu letters and marks, and the joiners written inside Telugu words. */
const WORD_START = '(?<![\\p{L}\\p{M}\\u200C\\u200D])';

/** The glossary's `avoid` list, each with its regular expression. Throws on a pattern that does not compile. */
export function styleRules(glossaryText: string): StyleRule[] {
  const glossary = parseDocument(glossaryText).toJS() as { avoid?: AvoidRule[] };
  return (glossary.avoid ?? []).map((rule) => {
    const source = rule.at === 'anywhere' ? rule.pattern : `${WORD_START}(?:${rule.pattern})`;
    return { ...rule, regex: new RegExp(source, 'gu'), ...(rule.except ? { skips: new RegExp(rule.except, 'u') } : {}) };
  });
}

const IN_WORD = /[\p{L}\p{M}\p{N}{}]|\u200C|\u200D/u;

/** Where the words of a match begin in `text`, and those words: the variant as the reader sees it (ఐచ్ఛికం, WhatsApp లో). */
function wordsAt(text: string, index: number, length: number): { start: number; found: string } {
  let start = index;
  let end = index + length;
  while (start > 0 && IN_WORD.test(text[start - 1] ?? '')) start--;
  while (end < text.length && IN_WORD.test(text[end] ?? '')) end++;
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  return { start, found: text.slice(start, end).trim() };
}

/** `"మిలియన్" is avoided (million): write "లక్షలు"`, after the text's JSON path in YAML. */
function message(rule: StyleRule, found: string, where: string): string {
  return `${where}"${found}" is avoided (${rule.en}): write "${rule.use}"`;
}

/** Every avoided rendering in the `te:` values of one YAML file (an entry, site.yaml or any other). */
export function checkYamlStyle(file: string, text: string, allRules: readonly StyleRule[]): CatalogError[] {
  const rules = rulesFor(file, allRules);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length > 0) return []; // the catalogue's own checks report the syntax error
  const errors: CatalogError[] = [];
  const visit = (node: unknown, at: JsonPath): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const value = pair.value as Node | null;
        if (key === STYLE_LANGUAGE && isScalar(value) && typeof value.value === 'string' && value.range) {
          const [start, end] = value.range;
          for (const rule of rules) {
            const value = text.slice(start, end);
            for (const match of value.matchAll(rule.regex)) {
              const words = wordsAt(value, match.index ?? 0, match[0].length);
              const { line, col } = lineCounter.linePos(start + words.start);
              errors.push({ file, line, col, message: message(rule, words.found, label(at)), rule: 'telugu.avoided-word' });
            }
          }
        } else {
          visit(value, [...at, key]);
        }
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, [...at, i]));
    }
  };
  visit(doc.contents, []);
  return sortByPlace(errors);
}

/** Every avoided rendering in a source file (TypeScript), comments left out. */
export function checkSourceStyle(file: string, text: string, allRules: readonly StyleRule[]): CatalogError[] {
  const rules = rulesFor(file, allRules);
  const errors: CatalogError[] = [];
  text.split('\n').forEach((line, i) => {
    const code = line.trimStart();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
    for (const rule of rules) {
      for (const match of line.matchAll(rule.regex)) {
        const words = wordsAt(line, match.index ?? 0, match[0].length);
        errors.push({ file, line: i + 1, col: words.start + 1, message: message(rule, words.found, ''), rule: 'telugu.avoided-word' });
      }
    }
  });
  return sortByPlace(errors);
}

/** The rules that read this file (a rule's `except` names the files it leaves alone). */
function rulesFor(file: string, rules: readonly StyleRule[]): readonly StyleRule[] {
  return rules.filter((rule) => !rule.skips?.test(file));
}

function sortByPlace(errors: CatalogError[]): CatalogError[] {
  return errors.sort((a, b) => a.line - b.line || a.col - b.col);
}
