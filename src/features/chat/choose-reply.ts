import type { ChatService } from '../../catalog/chat-index';
import { matchServices, type ChatVocabulary, type ServiceMatch } from './match-services';
import type { ChatTopic } from './chat-topic';
import { replyFor } from './reply-for';

export type ChatReply = { kind: 'services'; match: ServiceMatch } | { kind: 'topic'; topic: ChatTopic } | { kind: 'fallback' };

/**
 * A question about a request's status gets the tracking page, even when it names a service; else a
 * question that names a service is answered from the catalogue; else the keywords answer; a
 * question about documents or fees alone gets the most-asked services; else the fallback.
 */
export function chooseReply(text: string, services: ChatService[], vocabulary: ChatVocabulary): ChatReply {
  const topic = replyFor(text, vocabulary.topics);
  if (topic === 'track') return { kind: 'topic', topic };
  const match = matchServices(text, services, vocabulary);
  if (match.services.length > 0 && !match.general) return { kind: 'services', match };
  if (topic) return { kind: 'topic', topic };
  return match.services.length > 0 ? { kind: 'services', match } : { kind: 'fallback' };
}
