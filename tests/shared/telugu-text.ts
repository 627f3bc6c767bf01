// What makes a Telugu text a translation of its English one, for the tests of the app's texts: the
// same {placeholders}, the glossary's `keep` terms written as in English, and Telugu words wherever
// the English has words to translate. Reads i18n/glossary.yaml, the list translators work from.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Glossary {
  keep: string[];
  terms: { en: string; te: string }[];
}

export const glossary = parse(readFileSync(new URL('../../i18n/glossary.yaml', import.meta.url), 'utf8')) as Glossary;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A kept term is a whole English word; Telugu endings join it (WhatsAppలో, OTPతో: docs/translation.md).
const wholeWord = (term: string) => new RegExp(`(?<![A-Za-z0-9])${escape(term)}(?![A-Za-z0-9])`, 'gu');
// "Form" is kept in English only as the name of a numbered form ("Form 29"); elsewhere it is ఫారం.
const keepPattern = (term: string) => (term === 'Form' ? /\bForm \d+/g : wholeWord(term));

export const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Whether nothing in `text` needs translating: only placeholders, keep terms, codes and examples
 * with digits (AP39BJ1234, VS123456042), numbers and punctuation.
 */
export function needsNoTranslation(text: string): boolean {
  let rest = text.replace(/\{\w+\}/g, ' ');
  for (const term of glossary.keep) rest = rest.replace(wholeWord(term), ' ');
  rest = rest.replace(/[\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*/gu, ' ');
  return !/\p{L}/u.test(rest);
}

const TELUGU = /[\u0C00-\u0C7F]/;

/** What is wrong with `te` as the Telugu of `en` (nothing: an empty list). */
export function teluguProblems(en: string, te: string | undefined): string[] {
  if (te === undefined || te.trim() === '') return ['has no Telugu text'];
  const problems: string[] = [];
  if (placeholders(en).join() !== placeholders(te).join()) problems.push(`placeholders {${placeholders(en).join('}, {')}} became {${placeholders(te).join('}, {')}}`);
  if (!needsNoTranslation(en)) {
    if (te === en) problems.push('is still the English text');
    else if (!TELUGU.test(te)) problems.push('has no Telugu words');
  }
  for (const term of glossary.keep) {
    const count = (s: string) => s.match(keepPattern(term))?.length ?? 0;
    if (count(en) > 0 && count(te) === 0) problems.push(`drops the kept term "${term}"`);
  }
  return problems;
}
