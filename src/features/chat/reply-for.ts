// Which canned reply the chat assistant gives: the first keyword found wins, in this order.

export type ChatTopic = 'hi' | 'hello' | 'vehicle' | 'licence' | 'help' | 'contact';

// Whole words only: a plain substring test would read "hi" inside "vehicle" or "this" as a greeting.
// Plurals count, and both the Indian/British "licence" and the American "license".
const KEYWORDS: readonly [ChatTopic, RegExp][] = [
  ['hi', /\bhi+\b/],
  ['hello', /\bhello+\b/],
  ['vehicle', /\bvehicles?\b/],
  ['licence', /\blicen[cs]es?\b/],
  ['help', /\bhelp\b/],
  ['contact', /\bcontact\b/],
];

/** The topic of the first keyword in `text` (case-insensitive), or null for the rephrase fallback. */
export function replyFor(text: string): ChatTopic | null {
  const lower = text.toLowerCase();
  return KEYWORDS.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}
