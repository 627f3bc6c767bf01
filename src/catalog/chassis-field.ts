// A chassis number field's hint states the rule's own lengths (`src/core/chassis-number.ts`), so the
// hint and the check cannot drift apart: entries leave the hint out unless they say more.
import { CHASSIS_MAX, CHASSIS_MIN } from '../core/chassis-number.ts';
import type { CompiledField, CompiledSource, Text } from './types.ts';

export const CHASSIS_HINT: Text = {
  en: `${CHASSIS_MIN} to ${CHASSIS_MAX} letters and digits`,
  te: `${CHASSIS_MIN} నుండి ${CHASSIS_MAX} అక్షరాలు, అంకెలు`,
};

/** The entry as the compiler reads it: each chassis number field hinted with the rule's lengths. */
export function withChassisHint(entry: CompiledSource): CompiledSource {
  const fields = entry.fields;
  if (!fields?.some((f) => f.type === 'chassisNumber' && !f.hint)) return entry;
  return { ...entry, fields: fields.map((f): CompiledField => (f.type === 'chassisNumber' ? { ...f, hint: f.hint ?? CHASSIS_HINT } : f)) };
}
