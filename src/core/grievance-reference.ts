// A grievance's reference, which its sender quotes to the grievance officer and reads the answer
// with: `GR-` and two groups of five characters of Crockford's base 32 (no I, L, O or U, so nothing
// reads as another character), minted on the server (src/server/grievances/grievance-reference.ts).
// Copied by hand or read out over the phone it comes back loosely typed, so the page's form and the
// API read it through one rule, as Crockford's decoding does: case, spaces and dashes do not matter,
// the `GR` may be left out, O is read as 0 and I or L as 1.

/** The 32 symbols of a reference's groups. */
export const GRIEVANCE_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GRIEVANCE_REFERENCE_GROUP = 5;

/** What a reference looks like printed: anything else names no grievance. */
export const GRIEVANCE_REFERENCE_PATTERN = /^GR-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** Longer than any loose way of typing one: the rest is left as typed, for a schema's maxLength. */
export const GRIEVANCE_REFERENCE_LONGEST_TYPED = 40;

const SYMBOLS = new RegExp(`^[${GRIEVANCE_REFERENCE_ALPHABET}]{${2 * GRIEVANCE_REFERENCE_GROUP}}$`);

/** The printed reference (GR-7KQ2M-9XD4T) of what was typed ("gr 7kq2m 9xd4t", "7KQ2M9XD4T"); null when it cannot be one. */
export function readGrievanceReference(typed: string): string | null {
  if (typed.length > GRIEVANCE_REFERENCE_LONGEST_TYPED) return null;
  let chars = typed.toUpperCase().replace(/[\s\u2010-\u2015-]/g, '');
  if (chars.length === 2 * GRIEVANCE_REFERENCE_GROUP + 2 && chars.startsWith('GR')) chars = chars.slice(2);
  chars = chars.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!SYMBOLS.test(chars)) return null;
  return `GR-${chars.slice(0, GRIEVANCE_REFERENCE_GROUP)}-${chars.slice(GRIEVANCE_REFERENCE_GROUP)}`;
}
