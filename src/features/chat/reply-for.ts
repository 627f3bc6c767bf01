// Which canned reply the chat assistant gives: the first keyword found wins, in this order; then
// the words of the visitor's language (the vocabulary's topics), in their order.
import type { ChatTopic } from './chat-topic';
import { hasPhrase, words } from './match-services';

// Whole words only: a plain substring test would read "hi" inside "vehicle" or "this" as a greeting.
// Plurals count, and both the Indian/British "licence" and the American "license".
// A question about a request already sent comes first: "status of my licence" asks where it is.
const KEYWORDS: readonly [ChatTopic, RegExp][] = [
  ['track', /\b(track(ing)?|status|where is my (request|application))\b/],
  ['greeting', /\bhi+\b/],
  ['hello', /\bhello+\b/],
  ['vehicle', /\bvehicles?\b/],
  ['licence', /\blicen[cs]es?\b/],
  ['help', /\bhelp\b/],
  ['contact', /\bcontact\b/],
];

/** The topic of the first keyword in `text` (case-insensitive), or null for the rephrase fallback. */
export function replyFor(text: string, topics: readonly [ChatTopic, string[]][] = []): ChatTopic | null {
  const lower = text.toLowerCase();
  const keyword = KEYWORDS.find(([, pattern]) => pattern.test(lower))?.[0];
  if (keyword) return keyword;
  const asked = words(text);
  return topics.find(([, phrases]) => phrases.some((p) => hasPhrase(asked, p)))?.[0] ?? null;
}
