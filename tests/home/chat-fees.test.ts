// The chat answers fees and documents from the form's own fee sheet and cases, in English and Telugu:
// for a licence that expired 8 months ago it asks the question the form asks, then lists the case's
// documents (no driving-test vehicle) and its fees (₹300 and the ₹1,000 late fee: ₹1,300, and our
// service fee) as the review step states them, never a generic line that contradicts the form.
import { afterEach, describe, expect, it } from 'vitest';
import { chatIndex } from '../../src/catalog/chat-index';
import { feeSheet } from '../../src/catalog/fee-sheet';
import { loadCatalog } from '../../src/catalog/load';
import { inLanguage } from '../../src/core/text';
import { caseAnswer, servicesAnswer } from '../../src/features/chat/service-answer';
import { chatVocabularyEn } from '../../src/features/chat/chat-vocabulary-en';
import { chatVocabularyTe } from '../../src/features/chat/chat-vocabulary-te';
import { chooseReply } from '../../src/features/chat/choose-reply';
import { serviceCase } from '../../src/features/chat/service-case';
import { en } from '../../src/shared/i18n/en';
import { setDictionary } from '../../src/shared/i18n/t';
import { te } from '../../src/shared/i18n/te';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const services = chatIndex(catalog);
const renewal = services.find((s) => s.id === 'driving-licence-renewal')!;
const TODAY = '2026-11-29';
const EIGHT_MONTHS_AGO = '2026-03-29';
const both = { documents: true, fees: true };

afterEach(() => setDictionary('en', en));

function ask(question: string, list = services, vocabulary = chatVocabularyEn) {
  const chosen = chooseReply(question, list, vocabulary);
  if (chosen.kind !== 'services') throw new Error(`no service for ${question}`);
  return servicesAnswer(chosen.match, TODAY);
}

describe('the chat and the form agree on a licence expired 8 months ago', () => {
  it('asks the question that decides the case, with the form’s options, instead of the generic fee line', () => {
    const answer = ask('My driving licence expired 8 months ago. What documents and fees for renewal?');
    // Before: "Our team tells you the official RTO fee and our service charge", and the test vehicle listed as needed.
    expect(answer.text).not.toContain('service charge');
    expect(answer.text).toContain('The vehicle you will drive at the test, with its RC, insurance and PUC (Only if your answer to ‘When does your licence expire?’ is ‘It expired more than a year ago’)');
    expect(answer.text).toContain('When does your licence expire?');
    expect(answer.choices?.map((c) => c.label)).toEqual(['It has not expired yet', 'It expired less than a year ago', 'It expired more than a year ago']);
  });

  it('once answered, lists only that case’s documents and the fees the review step shows for it', () => {
    const answer = ask('My driving licence expired 8 months ago. What documents and fees for renewal?');
    const lessThanAYear = answer.choices!.find((c) => c.label === 'It expired less than a year ago')!;
    const reply = caseAnswer(renewal, lessThanAYear.answers, lessThanAYear.wants, TODAY);
    expect(reply.text).not.toContain('The vehicle you will drive at the test');
    expect(reply.text).toContain('Renewal of a driving licence after its expiry: ₹300');
    expect(reply.text).toContain('Late fee, for each year or part of a year since the expiry date: ₹1,000 each');
    expect(reply.text).toContain('Official fees for your case: at least ₹1,300');
    expect(reply.text).toContain('Our service fee: none');
    // The form's fee sheet for the same case, with the date 8 months ago: the same ₹1,300 (the card, only if it applies, apart).
    const entry = catalog.entries.find((e) => e.id === 'driving-licence-renewal')!.source;
    expect(feeSheet(entry, { expiry: 'It expired less than a year ago', expiryDate: EIGHT_MONTHS_AGO }, TODAY).total).toBe(1300);
    // The documents still depend on one more question of the form, asked next.
    expect(reply.choices?.map((c) => c.label)).toEqual(['Yes', 'No']);
    const notTransport = caseAnswer(renewal, reply.choices![1]!.answers, both, TODAY);
    expect(notTransport.text).toContain('Self-declaration of physical fitness (Form 1)');
    expect(notTransport.text).not.toContain("A doctor's medical certificate (Form 1A), needed for a transport licence");
    expect(notTransport.choices).toBeUndefined();
  });

  it('names the case when the question does, and a licence not yet expired pays ₹200', () => {
    const answer = ask('renew my licence, it expired more than a year ago, documents');
    expect(answer.text).toContain('The vehicle you will drive at the test, with its RC, insurance and PUC');
    expect(answer.text).not.toContain('(Only if your answer to ‘When does your licence expire?’');
    const found = serviceCase(renewal, { expiry: 'It has not expired yet' }, both, TODAY);
    expect(found.fees.map((f) => f.amount)).toEqual([200, 225]);
    expect(found.feesDecided && found.total).toBe(200);
    expect(found.kind).toBe('known');
  });

  it('states the fees per case when several services answer, each marked by its case', () => {
    const twoServices = servicesAnswer({ services: [renewal, services.find((s) => s.id === 'duplicate-driving-licence')!], answers: {}, intents: ['fees'], general: false }, TODAY);
    expect(twoServices.text).toContain('Renewal of a driving licence: ₹200 (Only if your answer to ‘When does your licence expire?’ is ‘It has not expired yet’)');
    expect(twoServices.choices).toBeUndefined();
  });

  it('says the same in Telugu, from the same fee sheet', () => {
    setDictionary('te', te);
    const telugu = inLanguage(services, 'te');
    const answer = ask('నా డ్రైవింగ్ లైసెన్స్ రెన్యువల్‌కు పత్రాలు, ఫీజు ఎంత? గడువు 8 నెలల క్రితం ముగిసింది', telugu, chatVocabularyTe);
    expect(answer.text).toContain('మీ లైసెన్స్ గడువు ఎప్పుడు?');
    expect(answer.choices?.map((c) => c.label)).toEqual(['ఇంకా గడువు ముగియలేదు', 'గడువు ముగిసి ఒక సంవత్సరం కాలేదు', 'గడువు ముగిసి ఒక సంవత్సరం దాటింది']);
    const choice = answer.choices![1]!;
    const reply = caseAnswer(telugu.find((s) => s.id === 'driving-licence-renewal')!, choice.answers, choice.wants, TODAY);
    expect(reply.text).toContain('గడువు ముగిసిన తర్వాత డ్రైవింగ్ లైసెన్స్ రెన్యువల్: ₹300');
    expect(reply.text).toContain('₹1,000 చొప్పున');
    expect(reply.text).toContain('కనీసం ₹1,300');
    expect(reply.text).toContain('మా సేవా ఫీజు: ఏమీ లేదు');
  });
});
