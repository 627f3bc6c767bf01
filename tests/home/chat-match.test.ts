// The chat answers from the real catalogue: each question gets the right service, the six keyword
// replies still answer their words, and what matches nothing falls back (with WhatsApp, in the UI).
import { describe, expect, it } from 'vitest';
import { chatIndex } from '../../src/catalog/chat-index';
import { loadCatalog } from '../../src/catalog/load';
import { chatVocabularyEn } from '../../src/features/chat/chat-vocabulary-en';
import { chooseReply } from '../../src/features/chat/choose-reply';
import { matchServices } from '../../src/features/chat/match-services';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const services = chatIndex(catalog);
const ids = (question: string) => matchServices(question, services, chatVocabularyEn).services.map((s) => s.id);

describe('matchServices on the real catalogue', () => {
  it.each([
    ['documents for transfer of ownership', ['transfer-ownership']],
    ['transfer', ['transfer-ownership']],
    ['I lost my RC', ['duplicate-rc']],
    ['I lost my driving licence', ['duplicate-driving-licence']],
    ['my license was stolen', ['duplicate-driving-licence']],
    ['DL damaged, need duplicate', ['duplicate-driving-licence']],
    ['duplicate driving licence documents', ['duplicate-driving-licence']],
    ['my RC is torn', ['duplicate-rc']],
    ['I lost my licence and my RC', ['duplicate-driving-licence', 'duplicate-rc']],
    ['I sold my bike, what now?', ['transfer-ownership']],
    ['my loan is paid, remove bank from RC', ['hypothecation-termination']],
    ['how do I pay a traffic challan', ['vehicle-challan-payment']],
    ['learner licence documents', ['apply-learner-licence']],
    ['renew my driving licence', ['driving-licence-renewal']],
  ])('%s → %j', (question, expected) => {
    expect(ids(question)).toEqual(expected);
  });

  it('gives at most three services, best first', () => {
    const found = ids('address change');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found).toContain('address-change-rc');
  });

  it('hears what the question asks for: documents, fees', () => {
    expect(matchServices('documents for transfer of ownership', services, chatVocabularyEn).intents).toEqual(['documents']);
    expect(matchServices('what is the fee for a duplicate RC', services, chatVocabularyEn)).toMatchObject({ intents: ['fees'], general: false });
  });

  it('answers "fees" alone with the most-asked services', () => {
    const match = matchServices('fees', services, chatVocabularyEn);
    expect(match).toMatchObject({ intents: ['fees'], general: true });
    expect(match.services.map((s) => s.id)).toEqual(chatVocabularyEn.popular);
  });

  it('carries the documents of a service with an info view', () => {
    const [transfer] = matchServices('transfer', services, chatVocabularyEn).services;
    expect(transfer?.documents.length).toBeGreaterThan(0);
  });

  it('carries the documents of a request page from its guide', () => {
    const renewal = services.find((s) => s.id === 'driving-licence-renewal');
    expect(renewal?.documents.length).toBeGreaterThan(0);
  });

  it('takes the case the question names by an option of the form, and leaves it to be asked when it names none', () => {
    const answers = (question: string, id: string) => matchServices(question, services, chatVocabularyEn).answers[id];
    expect(answers('I lost my driving licence', 'duplicate-driving-licence')).toMatchObject({ reason: 'Lost' });
    expect(answers('DL damaged, need duplicate', 'duplicate-driving-licence')).toMatchObject({ reason: 'Damaged or unreadable' });
    expect(answers('duplicate driving licence documents', 'duplicate-driving-licence')).toEqual({});
    // "Expired 8 months ago" names no option ("less than a year" and "more than a year" share "expired"): asked.
    expect(answers('my licence expired 8 months ago, renewal documents', 'driving-licence-renewal')).toEqual({});
    expect(answers('renew my licence, it expired more than a year ago', 'driving-licence-renewal')).toEqual({ expiry: 'It expired more than a year ago' });
  });

  it('names no service for a word of many titles alone, nor for nonsense', () => {
    for (const question of ['vehicle', 'licence', 'xyz qwerty', '']) expect(ids(question), question).toEqual([]);
  });

});

describe('chooseReply', () => {
  it.each([
    ['hi', 'greeting'],
    ['hello', 'hello'],
    ['vehicle', 'vehicle'],
    ['licence', 'licence'],
    ['help', 'help'],
    ['contact', 'contact'],
  ])('keeps the keyword reply for %s', (keyword, topic) => {
    expect(chooseReply(keyword, services, chatVocabularyEn)).toEqual({ kind: 'topic', topic });
  });

  it('answers a question naming a service from the catalogue, even with a keyword in it', () => {
    expect(chooseReply('help, I lost my vehicle RC', services, chatVocabularyEn)).toMatchObject({ kind: 'services', match: { services: [{ id: 'duplicate-rc' }] } });
  });

  it('answers "fees" from the catalogue and falls back on the rest', () => {
    expect(chooseReply('fees', services, chatVocabularyEn).kind).toBe('services');
    expect(chooseReply('blah blah', services, chatVocabularyEn)).toEqual({ kind: 'fallback' });
  });

  it('knows every service its vocabulary names', () => {
    const known = new Set(services.map((s) => s.id));
    for (const id of [...chatVocabularyEn.synonyms.flatMap((s) => s.services), ...chatVocabularyEn.popular]) expect(known, id).toContain(id);
  });
});
