// What a person's name may be, on the server and in the browser: at least 2 visible characters,
// and none of the characters that make text lie about itself (control characters, and the
// bidirectional embeddings, overrides and isolates that reorder what is shown).
export type NameProblem = 'required' | 'pattern' | 'control';

// C0 and C1 controls; LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
// Spaces and the characters that take no room (zero-width space and joiners, word joiner, BOM,
// soft hyphen): allowed inside a name (Telugu spelling uses the joiners) but not counted.
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF\u00AD]/gu;

/** The problem of a (trimmed) name, named after the schema keyword whose message says it. */
export function nameProblem(name: string): NameProblem | null {
  if (CONTROL.test(name)) return 'control';
  const visible = [...name.replace(INVISIBLE, '')].length;
  if (visible === 0) return 'required';
  if (visible < 2) return 'pattern';
  return null;
}
