// A reference as its sender types it ("gr 7kq2m 9xd4t") is read by the one rule of
// src/core/grievance-reference.ts before the body's schema checks its printed form, as a service
// number is (src/server/tracking/service-number-field.ts). Text that cannot be a reference is left as
// it is, for the schema to refuse with its message.
import { readGrievanceReference } from '../../core/grievance-reference';

/** The parsed JSON body with its `reference` (if a string that is one) in printed form. */
export function readReferenceField(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (typeof fields.reference !== 'string') return body;
  const read = readGrievanceReference(fields.reference);
  if (read) fields.reference = read;
  return body;
}
