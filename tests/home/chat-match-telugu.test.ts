// The chat understands questions in Telugu, as people type them: Telugu words with their endings
// (బదిలీకి "for transfer"), English terms with Telugu endings (RCని) and mixed sentences, on the
// real catalogue, and the keyword replies answer their Telugu words.
import { describe, expect, it } from 'vitest';
import { chatIndex } from '../../src/catalog/chat-index';
import { loadCatalog } from '../../src/catalog/load';
import { chatVocabularyTe } from '../../src/features/chat/chat-vocabulary-te';
import { chooseReply } from '../../src/features/chat/choose-reply';
import { matchServices, words } from '../../src/features/chat/match-services';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const services = chatIndex(catalog);
const ids = (question: string) => matchServices(question, services, chatVocabularyTe).services.map((s) => s.id);

describe('matchServices in Telugu on the real catalogue', () => {
  it.each([
    ['నా RC పోయింది', ['duplicate-rc']],
    ['నా లైసెన్స్ పోయింది', ['duplicate-driving-licence']],
    ['నా డ్రైవింగ్ లైసెన్స్ పోయింది', ['duplicate-driving-licence']],
    ['లైసెన్స్ చిరిగిపోయింది', ['duplicate-driving-licence']],
    ['నా licence పోయింది', ['duplicate-driving-licence']],
    ['లైసెన్స్, RC రెండూ పోయాయి', ['duplicate-driving-licence', 'duplicate-rc']],
    ['RC బదిలీకి ఏ పత్రాలు కావాలి?', ['transfer-ownership']],
    ['నా బండి అమ్మేశాను, RCని కొన్నవారి పేరు మీదకు ఎలా మార్చాలి?', ['transfer-ownership']],
    ['లోన్ పూర్తయింది, RC నుండి బ్యాంక్ పేరు తీసేయాలి', ['hypothecation-termination']],
    ['ట్రాఫిక్ చలాన్ ఎలా కట్టాలి', ['vehicle-challan-payment']],
    ['లెర్నర్ లైసెన్స్‌కు పత్రాలు', ['apply-learner-licence']],
    ['డ్రైవింగ్ లైసెన్స్ రెన్యువల్', ['driving-licence-renewal']],
    ['ఫ్యాన్సీ నంబర్ కావాలి', ['online-fancy-number']],
    ['విదేశాలకు వెళ్తున్నాను, ఇంటర్నేషనల్ డ్రైవింగ్ పర్మిట్', ['international-driving-permit']],
    ['RC transfer కి documents', ['transfer-ownership']],
  ])('%s → %j', (question, expected) => {
    expect(ids(question)).toEqual(expected);
  });

  it('hears a question for documents or fees in Telugu', () => {
    expect(matchServices('RC బదిలీకి ఏ పత్రాలు కావాలి?', services, chatVocabularyTe).intents).toEqual(['documents']);
    expect(matchServices('డూప్లికేట్ RC కి ఫీజు ఎంత?', services, chatVocabularyTe)).toMatchObject({ intents: ['fees'], general: false });
  });

  it('answers "ఫీజు" alone with the most-asked services', () => {
    const match = matchServices('ఫీజు', services, chatVocabularyTe);
    expect(match).toMatchObject({ intents: ['fees'], general: true });
    expect(match.services.map((s) => s.id)).toEqual(chatVocabularyTe.popular);
  });

  it('names no service for a word of many titles alone, nor for a stop word', () => {
    for (const question of ['వాహనం', 'లైసెన్స్', 'నా', 'RCని']) expect(ids(question), question).toEqual([]);
  });

  it('splits an English term from its Telugu ending and ignores the joiners of Telugu spelling', () => {
    expect(words('నా RCని')).toEqual(['నా', 'rc', 'ని']);
    expect(words('ట్రాన్స్‌పోర్ట్')).toEqual(words('ట్రాన్స్పోర్ట్'));
  });

  it('knows every service its vocabulary names', () => {
    const known = new Set(services.map((s) => s.id));
    for (const id of chatVocabularyTe.synonyms.flatMap((s) => s.services)) expect(known, id).toContain(id);
  });
});

describe('chooseReply in Telugu', () => {
  it.each([
    ['నమస్కారం', 'hello'],
    ['వాహనం', 'vehicle'],
    ['లైసెన్స్', 'licence'],
    ['సహాయం కావాలి', 'help'],
    ['మిమ్మల్ని ఎలా సంప్రదించాలి?', 'contact'],
    ['hello', 'hello'],
  ])('answers %s with the %s reply', (question, topic) => {
    expect(chooseReply(question, services, chatVocabularyTe)).toEqual({ kind: 'topic', topic });
  });

  it('answers the welcome message’s Telugu examples from the catalogue', () => {
    expect(chooseReply('నా RC పోయింది', services, chatVocabularyTe)).toMatchObject({ kind: 'services', match: { services: [{ id: 'duplicate-rc' }] } });
    expect(chooseReply('బదిలీకి పత్రాలు', services, chatVocabularyTe)).toMatchObject({ kind: 'services', match: { services: [{ id: 'transfer-ownership' }], intents: ['documents'] } });
    expect(chooseReply('ఫీజు', services, chatVocabularyTe).kind).toBe('services');
  });

  it('falls back on what it cannot read', () => {
    expect(chooseReply('అబ్బబ్బ', services, chatVocabularyTe)).toEqual({ kind: 'fallback' });
  });
});
