// The documents a service page asks the visitor to keep ready: the request island's start view and
// the form's skeleton (form-skeleton-template.tsx) both list them.
import type { EntrySource, GuidanceText } from '../catalog/types';

/** Its guide's, or its info's on an RTO page. */
export function documentsOf(source: EntrySource): GuidanceText[] {
  return source.guide?.documents ?? source.info?.documents ?? [];
}
