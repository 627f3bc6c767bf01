// Which catalogue services answer a chat question: pure and data-driven (the vocabulary is a list
// per language), so that it can be tested alone and Telugu can be added as another list.
import type { ChatQuestion, ChatService } from '../../catalog/chat-index';
import type { Lang } from '../../core/languages';
import { localize } from '../../core/text';
import type { Text } from '../../catalog/types';
import type { ChatTopic } from './chat-topic';

export type ChatIntent = 'documents' | 'fees';

export interface ChatVocabulary {
  /** The language of the questions: the catalogue's texts are matched in it and in English. */
  lang: Lang;
  stopWords: string[];
  commonWords: string[];
  /**
   * A phrase of `words` points to `services`; with `requires`, only when the question also has one of
   * those phrases, and with `unless`, only when it has none of them ("lost" + "licence" is a duplicate
   * licence, "lost" alone a duplicate RC).
   */
  synonyms: { words: string[]; requires?: string[]; unless?: string[]; services: string[] }[];
  intents: Record<ChatIntent, string[]>;
  popular: string[];
  /** Words of the keyword replies beyond the English keywords ("నమస్కారం" → hello). */
  topics: [ChatTopic, string[]][];
}

export interface ServiceMatch {
  services: ChatService[];
  /** Per chosen service, the options of its deciding questions that the question names ("lost": What happened → Lost). */
  answers: Record<string, Record<string, string>>;
  intents: ChatIntent[];
  /** True when the question named no service, only what it wants (documents, fees). */
  general: boolean;
}

// Weights: a synonym says what the visitor means; a title word is strong; a description or
// document word only leans; a word of many titles ("vehicle") barely counts.
const SYNONYM = 6;
const TITLE = 4;
const DESCRIPTION = 1;
const DOCUMENT = 1;
const COMMON = 0.5;
/** Below this a question is not about a service (the keyword replies and the fallback answer it). */
export const MIN_SCORE = 4;
const MAX_SERVICES = 3;
/** A second or third service is offered only when it scores at least this share of the best. */
const CLOSE = 0.7;

// Telugu adds its endings to the word (బదిలీకి "for transfer", RCని), so a Telugu word of the
// vocabulary matches every question word that begins with it, and a catalogue word matches a
// question word when one begins with the other (without the final ం: వాహనం, వాహనానికి).
const TELUGU = /\p{sc=Telugu}/u;
const MIN_TELUGU_STEM = 3;

/**
 * Lower case words of letters (with their vowel signs: Telugu) and digits, with a plural "s" dropped
 * ("documents" → "document"); an English word with a Telugu ending is two words ("RCని" → rc, ని),
 * and the invisible joiners of Telugu spelling (పాస్‌వర్డ్) do not split a word.
 */
export function words(text: string): string[] {
  const plain = text
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '')
    .replace(/(\p{sc=Telugu})(?=[\p{sc=Latin}\p{N}])|([\p{sc=Latin}\p{N}])(?=\p{sc=Telugu})/gu, '$1$2 ');
  return (plain.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(stem);
}

function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Whether the question's word is the vocabulary's word (a Telugu one: begins with it). */
function isVocabularyWord(asked: string | undefined, word: string): boolean {
  if (asked === undefined) return false;
  return asked === word || (TELUGU.test(word) && asked.startsWith(word));
}

/** Whether the question's word and a catalogue text's word are the same word, whatever its Telugu ending. */
function isSameWord(asked: string, word: string): boolean {
  if (asked === word) return true;
  if (!TELUGU.test(asked) || !TELUGU.test(word)) return false;
  const [a, b] = [asked.replace(/ం$/u, ''), word.replace(/ం$/u, '')];
  return Math.min([...a].length, [...b].length) >= MIN_TELUGU_STEM && (a.startsWith(b) || b.startsWith(a));
}

/** Whether the phrase's words appear in the question's words, in order and next to each other. */
export function hasPhrase(question: string[], phrase: string): boolean {
  const target = words(phrase);
  if (target.length === 0) return false;
  return question.some((_, i) => target.every((w, j) => isVocabularyWord(question[i + j], w)));
}

/** The words of a catalogue text in English and in the vocabulary's language. */
function textWords(text: Text, lang: Lang): string[] {
  return [...new Set([...words(localize(text, 'en')), ...(lang === 'en' ? [] : words(localize(text, lang)))])];
}

/** The one to three services that best answer `question`, and whether it asks for documents or fees. */
export function matchServices(question: string, services: ChatService[], vocabulary: ChatVocabulary): ServiceMatch {
  const stop = new Set(vocabulary.stopWords.map(stem));
  const common = new Set(vocabulary.commonWords.map(stem));
  const asked = words(question);
  const meaningful = asked.filter((w) => !stop.has(w));
  const intents = (Object.keys(vocabulary.intents) as ChatIntent[]).filter((intent) => vocabulary.intents[intent].some((p) => hasPhrase(asked, p)));
  const intentWords = Object.values(vocabulary.intents).flat().flatMap(words);
  const isIntentWord = (word: string) => intentWords.some((w) => isVocabularyWord(word, w));
  const isCommon = (word: string) => common.has(word) || vocabulary.commonWords.some((c) => TELUGU.test(c) && isVocabularyWord(word, c));
  // The words that name a service, each with its weight.
  const naming = [...new Set(meaningful)].filter((word) => !isIntentWord(word)).map((word) => ({ word, weight: isCommon(word) ? COMMON : 1 }));

  const scores = new Map<string, number>();
  const add = (id: string, points: number) => scores.set(id, (scores.get(id) ?? 0) + points);
  for (const synonym of vocabulary.synonyms) {
    const applies =
      synonym.words.some((p) => hasPhrase(asked, p)) &&
      (synonym.requires === undefined || synonym.requires.some((p) => hasPhrase(asked, p))) &&
      !(synonym.unless ?? []).some((p) => hasPhrase(asked, p));
    if (applies) for (const id of synonym.services) add(id, SYNONYM);
  }
  for (const service of services) {
    const title = textWords(service.title, vocabulary.lang);
    const description = textWords(service.description, vocabulary.lang);
    const documents = [...new Set(service.documents.flatMap((d) => textWords(d.text, vocabulary.lang)))];
    const has = (list: string[], word: string) => list.some((w) => isSameWord(word, w));
    for (const { word, weight } of naming) {
      if (has(title, word)) add(service.id, TITLE * weight);
      if (has(description, word)) add(service.id, DESCRIPTION * weight);
      if (has(documents, word)) add(service.id, DOCUMENT * weight);
    }
  }

  const ranked = services
    .map((service) => ({ service, score: scores.get(service.id) ?? 0 }))
    .filter((r) => r.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  // Close seconds only: a service far behind the best is noise, not an alternative.
  const chosen = ranked.filter((r) => r.score >= best * CLOSE).slice(0, MAX_SERVICES).map((r) => r.service);
  const named = naming.map((n) => n.word);
  const answer = (list: ChatService[], general: boolean): ServiceMatch => ({ services: list, answers: Object.fromEntries(list.map((s) => [s.id, namedAnswers(s.questions, named, vocabulary.lang)])), intents, general });
  if (chosen.length > 0) return answer(chosen, false);
  if (intents.length > 0) return answer(vocabulary.popular.flatMap((id) => services.filter((s) => s.id === id)), true);
  return answer([], false);
}

/** A word that can tell one option from another: not a short word ("not", "yet", "has"). */
const MIN_TELLING = 4;

/**
 * The options a question names, one per deciding question at most: an option is named by a word no
 * other option of its question has ("lost"; "less" of "It expired less than a year ago"), and, where
 * the options share words ("expired"), only when the question has one of those too. A question
 * naming two options of one field, or none, leaves it to be asked.
 */
function namedAnswers(questions: readonly ChatQuestion[], asked: readonly string[], lang: Lang): Record<string, string> {
  const has = (word: string) => asked.some((a) => isSameWord(a, word));
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const optionWords = question.options.map((option) => textWords(option, lang));
    const shared = optionWords.reduce((common, list) => common.filter((w) => list.includes(w)));
    if (shared.length > 0 && !shared.some(has)) continue;
    const named = question.values.filter((_, i) => {
      const others = optionWords.filter((_, j) => j !== i).flat();
      return (optionWords[i] ?? []).some((w) => [...w].length >= MIN_TELLING && !others.includes(w) && has(w));
    });
    if (named.length === 1) answers[question.name] = named[0]!;
  }
  return answers;
}
