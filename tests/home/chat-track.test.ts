// "Where is my request?" is answered with the tracking page, in English and in Telugu, even when the
// question also names a service, on the real catalogue.
import { describe, expect, it } from 'vitest';
import { chatIndex } from '../../src/catalog/chat-index';
import { loadCatalog } from '../../src/catalog/load';
import { chatVocabularyEn } from '../../src/features/chat/chat-vocabulary-en';
import { chatVocabularyTe } from '../../src/features/chat/chat-vocabulary-te';
import { chooseReply } from '../../src/features/chat/choose-reply';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const services = chatIndex(catalog);

describe('tracking questions', () => {
  it.each(['track my request', 'Status?', 'where is my application status', 'Where is my request', 'status of my licence renewal', 'tracking'])(
    'English: %s',
    (question) => {
      expect(chooseReply(question, services, chatVocabularyEn)).toEqual({ kind: 'topic', topic: 'track' });
    },
  );

  it.each(['స్థితి', 'నా అభ్యర్థన ఎక్కడ ఉంది', 'నా దరఖాస్తు స్థితి ఏమిటి', 'నా RC బదిలీ స్టేటస్'])('Telugu: %s', (question) => {
    expect(chooseReply(question, services, chatVocabularyTe)).toEqual({ kind: 'topic', topic: 'track' });
  });

  it('leaves questions about a service itself to the catalogue', () => {
    expect(chooseReply('documents for transfer of ownership', services, chatVocabularyEn).kind).toBe('services');
    expect(chooseReply('nothing to see on the stats page', services, chatVocabularyEn)).not.toEqual({ kind: 'topic', topic: 'track' });
  });
});
