// Which catalogue services answer a chat question: pure and data-driven (the vocabulary is a list
// per language), so that it can be tested alone and Telugu can be added as another list.
import type { ChatService } from '../../catalog/chat-index';
import { localize } from '../../catalog/text';

export type ChatIntent = 'documents' | 'fees';

export interface ChatVocabulary {
  stopWords: string[];
  commonWords: string[];
  synonyms: { words: string[]; services: string[] }[];
  intents: Record<ChatIntent, string[]>;
  popular: string[];
}

export interface ServiceMatch {
  services: ChatService[];
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

/** Lower case words of letters (with their vowel signs: Telugu) and digits, with a plural "s" dropped ("documents" → "document"). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(stem);
}

function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Whether the phrase's words appear in the question's words, in order and next to each other. */
function hasPhrase(question: string[], phrase: string): boolean {
  const target = words(phrase);
  if (target.length === 0) return false;
  return question.some((_, i) => target.every((w, j) => question[i + j] === w));
}

/** The one to three services that best answer `question`, and whether it asks for documents or fees. */
export function matchServices(question: string, services: ChatService[], vocabulary: ChatVocabulary): ServiceMatch {
  const stop = new Set(vocabulary.stopWords.map(stem));
  const common = new Set(vocabulary.commonWords.map(stem));
  const asked = words(question);
  const meaningful = asked.filter((w) => !stop.has(w));
  const intents = (Object.keys(vocabulary.intents) as ChatIntent[]).filter((intent) => vocabulary.intents[intent].some((p) => hasPhrase(asked, p)));
  const intentWords = new Set(Object.values(vocabulary.intents).flat().flatMap(words));

  const scores = new Map<string, number>();
  const add = (id: string, points: number) => scores.set(id, (scores.get(id) ?? 0) + points);
  for (const synonym of vocabulary.synonyms) {
    if (synonym.words.some((p) => hasPhrase(asked, p))) for (const id of synonym.services) add(id, SYNONYM);
  }
  for (const service of services) {
    const title = new Set(words(localize(service.title)));
    const description = new Set(words(localize(service.description)));
    const documents = new Set(service.documents.flatMap((d) => words(localize(d))));
    for (const word of new Set(meaningful)) {
      if (intentWords.has(word)) continue;
      const weight = common.has(word) ? COMMON : 1;
      if (title.has(word)) add(service.id, TITLE * weight);
      if (description.has(word)) add(service.id, DESCRIPTION * weight);
      if (documents.has(word)) add(service.id, DOCUMENT * weight);
    }
  }

  const ranked = services
    .map((service) => ({ service, score: scores.get(service.id) ?? 0 }))
    .filter((r) => r.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  // Close seconds only: a service far behind the best is noise, not an alternative.
  const chosen = ranked.filter((r) => r.score >= best * CLOSE).slice(0, MAX_SERVICES).map((r) => r.service);
  if (chosen.length > 0) return { services: chosen, intents, general: false };
  if (intents.length > 0) {
    const popular = vocabulary.popular.flatMap((id) => services.filter((s) => s.id === id));
    return { services: popular, intents, general: true };
  }
  return { services: [], intents, general: false };
}
