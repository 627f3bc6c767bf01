import { localize } from '../core/text.ts';
import { guidanceCondition, guidanceTextOf } from './conditions.ts';
import type { Catalog, FieldSource, GuidanceText, Text } from './types.ts';

/** A document, with the options that name its case when it belongs to one ("Lost", "Stolen"). */
export interface ChatDocument {
  text: Text;
  cases?: Text[];
}

/**
 * What the chat knows of a service: enough to match a question and to answer with its documents (an
 * RTO page's info, a request page's guide), every case's, as the page's start view lists them.
 */
export interface ChatService {
  id: string;
  route: string;
  title: Text;
  description: Text;
  documents: ChatDocument[];
}

/** Every service page with a form, in catalogue order (partner and insurance pages send no request). */
export function chatIndex(catalog: Catalog): ChatService[] {
  return catalog.entries
    .filter((e) => e.kind === 'request' || e.kind === 'rto-info')
    .map((e) => ({
      id: e.id,
      route: e.route,
      title: e.source.title,
      description: e.source.description,
      documents: (e.source.info?.documents ?? e.source.guide?.documents ?? []).map((d) => chatDocument(d, e.source.fields ?? [])),
    }));
}

function chatDocument(item: GuidanceText, fields: readonly FieldSource[]): ChatDocument {
  const condition = guidanceCondition(item);
  if (!condition) return { text: guidanceTextOf(item) };
  const cases = Object.entries(condition).flatMap(([name, values]) => (fields.find((f) => f.name === name)?.options ?? []).filter((o) => values.includes(localize(o, 'en'))));
  return { text: guidanceTextOf(item), cases };
}
