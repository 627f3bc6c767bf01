// Whether a form's applicant is under 18 (src/core/consents.ts): a birth date the form accepts below
// 18 (its minAge) that makes them a minor today. Such a request needs a guardian's consent first.
import type { CompiledEntry } from '../catalog/types';
import { isMinorOn } from '../core/consents';

export function minorApplicant(entry: CompiledEntry, values: Record<string, unknown>, today: string): boolean {
  return (entry.source.fields ?? []).some((field) => {
    const value = values[field.name];
    return field.type === 'date' && field.minAge !== undefined && field.minAge < 18 && typeof value === 'string' && isMinorOn(value, today);
  });
}
