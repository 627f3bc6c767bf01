// The service search's one matching rule, used by the browser (as one types on /search) and by the
// server (the results page it answers without JavaScript): a query in people's words, English or
// Telugu, script or romanised, typos and all, against each catalogue entry's titles, descriptions
// and keywords (src/catalog/search-index.ts builds the documents from the catalogue).
import type { Lang } from './languages';

/** One catalogue entry as the search knows it: its page and every text it may be found by. */
export interface SearchDoc {
  id: string;
  /** The page, without a language prefix. */
  route: string;
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  /** The entry's `keywords` (any language, as people type them). */
  keywords: string[];
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
}

/** At most this many results: more is a list nobody reads on a phone. */
export const MAX_HITS = 8;

// Words that say nothing about which service is meant ("how do I", "naaku kavali", "నా"); a
// query of nothing else finds nothing rather than everything.
const STOP_WORDS = new Set(
  [
    'a an the my i im me to for of in on and or is was has have had how do does did get got want need with from it this that please sir madam what where when can our your at by be am are not no',
    'naa na naaku naku nenu ela elaa enti emi kavali kaavali cheyali cheyyali cheyadam gurinchi ki ni lo ka ku mee meeru',
    'నా నాకు నేను ఎలా ఏమిటి ఏంటి కావాలి చేయాలి చేయడం గురించి కి కు ని ను లో తో మీ మీరు',
  ]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => fold(word)),
);

/**
 * A word as it is compared: lower case, without the joiners Telugu keyboards put in (U+200C/D), and
 * for Latin letters the spellings romanised Telugu and English mix up folded together (doubled
 * letters, sh/s, th/t, w/v, a soft c and s: "lisence", "license" and "licence" fold alike).
 */
function fold(word: string): string {
  const plain = word.normalize('NFC').toLowerCase().replace(/[\u200c\u200d]/g, '');
  if (!/^[a-z0-9]+$/.test(plain)) return plain;
  return plain
    .replace(/([a-z])\1+/g, '$1')
    .replace(/([sctdbkgp])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/z/g, 's');
}

/** The words of a text: split at anything not a letter, mark or digit, and where Latin meets Telugu script ("RCను" → "rc", "ను"). */
export function searchWords(text: string): string[] {
  return text
    .replace(/([a-zA-Z0-9])(?=[\u0c00-\u0c7f])|([\u0c00-\u0c7f])(?=[a-zA-Z0-9])/g, '$1$2 ')
    .split(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/u)
    .map(fold)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
}

/** Optimal-string-alignment distance (a swap of two letters is one edit), giving up past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** How well a typed word matches a word of a document: 1 the same, less for a prefix or a typo, 0 not at all. */
function wordMatch(typed: string, word: string): number {
  if (typed === word) return 1;
  // Typed short ("lice", "renew") or inflected ("బండిని" of "బండి", "renewal" of "renew").
  // A word cut after a c not yet folded ("lic" of "licence", folded "lisense").
  if (typed.length >= 3 && (word.startsWith(typed) || word.startsWith(typed.replace(/c$/, 's')))) return 0.8;
  if (word.length >= 4 && typed.startsWith(word)) return 0.75;
  const shorter = Math.min(typed.length, word.length);
  if (shorter >= 5 && editDistance(typed, word, 1) <= 1) return 0.7;
  if (shorter >= 7 && editDistance(typed, word, 2) <= 2) return 0.5;
  return 0;
}

// Where a word was found counts: a keyword or title is what the service is, a description's word
// may be incidental.
const KEYWORD_WEIGHT = 3;
const TITLE_WEIGHT = 3;
const DESCRIPTION_WEIGHT = 1;

interface PreparedDoc {
  doc: SearchDoc;
  fields: { words: Set<string>; weight: number }[];
  /** Each keyword's words, for the bonus of a keyword typed whole. */
  phrases: string[][];
}

interface PreparedIndex {
  docs: PreparedDoc[];
  /** How rare each word is across the catalogue: "rc" or "licence", in many entries, tells less. */
  rarity: Map<string, number>;
}

const prepared = new WeakMap<readonly SearchDoc[], PreparedIndex>();

function prepare(index: readonly SearchDoc[]): PreparedIndex {
  const known = prepared.get(index);
  if (known) return known;
  const docs = index.map((doc): PreparedDoc => {
    const phrases = doc.keywords.map(searchWords).filter((words) => words.length > 0);
    return {
      doc,
      phrases,
      fields: [
        { words: new Set(phrases.flat()), weight: KEYWORD_WEIGHT },
        { words: new Set(Object.values(doc.title).flatMap(searchWords)), weight: TITLE_WEIGHT },
        { words: new Set(Object.values(doc.description).flatMap(searchWords)), weight: DESCRIPTION_WEIGHT },
      ],
    };
  });
  const counts = new Map<string, number>();
  for (const doc of docs) for (const word of new Set(doc.fields.flatMap((f) => [...f.words]))) counts.set(word, (counts.get(word) ?? 0) + 1);
  const rarity = new Map([...counts].map(([word, count]) => [word, Math.log(1 + docs.length / count)]));
  const result = { docs, rarity };
  prepared.set(index, result);
  return result;
}

/** A typed word's best score in one document: the best field's weight × match × the matched word's rarity. */
function wordScore(typed: string, doc: PreparedDoc, rarity: Map<string, number>): number {
  let best = 0;
  for (const field of doc.fields) {
    for (const word of field.words) {
      const match = wordMatch(typed, word);
      if (match > 0) best = Math.max(best, field.weight * match * (rarity.get(word) ?? 1));
    }
  }
  return best;
}

/** True when `phrase` occurs in `words` in a row, each word the same or typed with a small typo. */
function containsPhrase(words: string[], phrase: string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, i) => wordMatch(words[start + i]!, word) >= 0.7)) return true;
  }
  return false;
}

/**
 * The entries a query finds, best first (ties in catalogue order), at most MAX_HITS; none for a
 * query of no telling word. A result must score at least a third of the best one, so a word found
 * in passing does not list half the catalogue.
 */
export function searchServices(index: readonly SearchDoc[], query: string): SearchHit[] {
  const typed = searchWords(query.slice(0, 200));
  if (typed.length === 0) return [];
  const { docs, rarity } = prepare(index);
  const hits: SearchHit[] = [];
  for (const doc of docs) {
    const scores = typed.map((word) => wordScore(word, doc, rarity));
    const matched = scores.filter((s) => s > 0).length;
    if (matched === 0) continue;
    // A keyword typed whole ("sold car", "dl renewal") is the surest sign of what is meant.
    const phraseBonus = Math.max(0, ...doc.phrases.filter((p) => p.length > 1 && containsPhrase(typed, p)).map((p) => p.length * 2));
    // Every typed word found counts for more than a few found strongly.
    const coverage = matched / typed.length;
    hits.push({ doc: doc.doc, score: (scores.reduce((a, b) => a + b, 0) + phraseBonus) * coverage * coverage });
  }
  hits.sort((a, b) => b.score - a.score);
  const best = hits[0]?.score ?? 0;
  return hits.filter((hit) => hit.score >= best / 3).slice(0, MAX_HITS);
}
