import { guidanceTextOf } from './conditions.ts';
import type { Catalog, Text } from './types.ts';

/**
 * What the chat knows of a service: enough to match a question and to answer with its documents (an
 * RTO page's info, a request page's guide), every case's, as the page's start view lists them.
 */
export interface ChatService {
  id: string;
  route: string;
  title: Text;
  description: Text;
  documents: Text[];
}

/** Every service page with a form, in catalogue order (partner and insurance pages send no request). */
export function chatIndex(catalog: Catalog): ChatService[] {
  return catalog.entries
    .filter((e) => e.kind === 'request' || e.kind === 'rto-info')
    .map((e) => ({ id: e.id, route: e.route, title: e.source.title, description: e.source.description, documents: (e.source.info?.documents ?? e.source.guide?.documents ?? []).map(guidanceTextOf) }));
}
