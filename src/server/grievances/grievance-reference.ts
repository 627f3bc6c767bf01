// A grievance's reference, which its sender quotes to the grievance officer: `GR-` and two groups of
// five characters of Crockford's base 32 (no I, L, O or U, so nothing reads as another character),
// 50 random bits from the crypto source. Like a service number since minting (docs/decisions.md,
// "Service numbers"), nobody can guess another person's: GR-7KQ2M-9XD4T.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 5;

/** What a reference looks like: anything else names no grievance. */
export const GRIEVANCE_REFERENCE_PATTERN = /^GR-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** A new reference; `random` gives `n` random bytes (node:crypto's by default). */
export function mintGrievanceReference(random: (n: number) => Uint8Array = randomBytes): string {
  // 32 symbols: each byte's low 5 bits pick one, evenly.
  const chars = [...random(2 * GROUP)].map((byte) => ALPHABET[byte & 31]).join('');
  return `GR-${chars.slice(0, GROUP)}-${chars.slice(GROUP)}`;
}
