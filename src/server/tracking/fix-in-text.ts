// What a return for correction's texts say: the first flag's field (its label) or document, its
// reason, in the request's language, how many flags follow, and the short link.
import { localize } from '../../core/text';
import { noteInText } from '../../core/note-in-text';
import type { AppDeps } from '../deps';
import type { FixInText } from '../notify/types';
import type { ServiceRequest } from '../store/tracking-types';
import { documentTexts, reasonTexts } from './fix-flags';
import { fixLink } from './fix-link';

/** Null when the request has no flags or no link. */
export function fixInText(deps: AppDeps, request: ServiceRequest): FixInText | null {
  const { tracking } = deps.config;
  const url = fixLink(deps, request);
  const [first, ...others] = request.flags ?? [];
  if (!url || !first) return null;
  const entry = tracking.entries?.get(request.entryId);
  const lang = request.language;
  const field = 'field' in first.target ? first.target.field : null;
  const label = field !== null ? entry?.caseSource.fields?.find((f) => f.name === field)?.label : undefined;
  const what = 'document' in first.target ? documentTexts(entry, first.target.document)[lang] : label ? localize(label, lang) : field!;
  return { url, what: noteInText(what), why: noteInText(reasonTexts(first, tracking.fixReasons)[lang]), more: others.length };
}
