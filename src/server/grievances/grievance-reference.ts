// A new grievance's reference (its form and reading: src/core/grievance-reference.ts): 50 random
// bits from the crypto source. Like a service number since minting (docs/decisions.md, "Service
// numbers"), nobody can guess another person's: GR-7KQ2M-9XD4T.
import { randomBytes } from 'node:crypto';
import { GRIEVANCE_REFERENCE_ALPHABET as ALPHABET, GRIEVANCE_REFERENCE_GROUP as GROUP } from '../../core/grievance-reference';

/** A new reference; `random` gives `n` random bytes (node:crypto's by default). */
export function mintGrievanceReference(random: (n: number) => Uint8Array = randomBytes): string {
  // 32 symbols: each byte's low 5 bits pick one, evenly.
  const chars = [...random(2 * GROUP)].map((byte) => ALPHABET[byte & 31]).join('');
  return `GR-${chars.slice(0, GROUP)}-${chars.slice(GROUP)}`;
}
