// A service number as people type it ("TOO 123 456 789", "vs 100-200-300", "VS1002003OO") is read
// by the one rule of src/core/service-number.ts before the body's schema checks its printed form,
// so the API accepts what its own message tells people to type. Text that cannot be a service
// number is left as it is, for the schema to refuse with its message.
import { readServiceNumber } from '../../core/service-number';

/** Longer than any way of writing a number: the rest is left for the schema's maxLength. */
const MAX_TYPED = 40;

/** The parsed JSON body with its `serviceNumber` (if a string that is a number) in printed form. */
export function readServiceNumberField(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  const typed = fields.serviceNumber;
  if (typeof typed !== 'string' || typed.length > MAX_TYPED) return body;
  const read = readServiceNumber(typed);
  if (read) fields.serviceNumber = read;
  return body;
}
