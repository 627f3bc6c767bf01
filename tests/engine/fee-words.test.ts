// What every surface says of a case's official fees (the review step and /track and the desk share
// CaseFeeSheet, the WhatsApp message and the chat share its words), in English and Telugu: a sale to
// another state, whose fee no official page states, says the RTO states it and never "₹0"; ending a
// loan says ₹0 and why; a case with an unconfirmed amount reads as an estimate.
import { afterEach, describe, expect, it } from 'vitest';
import { chatIndex } from '../../src/catalog/chat-index';
import { feeSheet } from '../../src/catalog/fee-sheet';
import { loadCatalog } from '../../src/catalog/load';
import { feeLineText, officialTotalText } from '../../src/engine/fee-lines';
import { buildWhatsAppMessage } from '../../src/engine/whatsapp-message';
import { caseAnswer } from '../../src/features/chat/service-answer';
import { en } from '../../src/shared/i18n/en';
import { setDictionary } from '../../src/shared/i18n/t';
import { te } from '../../src/shared/i18n/te';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const TODAY = '2026-11-29';
const entry = (id: string) => catalog.entries.find((e) => e.id === id)!;
const toAnotherState = { role: 'I am the seller', vehicleClass: 'Car', destination: 'Another state' };

function message(id: string, answers: Record<string, string>): string {
  const e = entry(id);
  return buildWhatsAppMessage({
    spec: e.message!,
    serviceName: 'x',
    serviceNumber: 'TOO 0000 0000 0000 00',
    values: answers,
    consent: 'c',
    closing: 'z',
    fees: { sheet: feeSheet(e.source, answers, TODAY), serviceFee: 0 },
  });
}

afterEach(() => setDictionary('en', en));

describe.each([
  ['en', en],
  ['te', te],
] as const)('the fee words in %s', (lang, dictionary) => {
  it('a sale to another state: the RTO states the fee, never ₹0', () => {
    setDictionary(lang, dictionary);
    const sheet = feeSheet(entry('transfer-ownership').source, toAnotherState, TODAY);
    // Before: "Official fees for your case: ₹0 (pay only …)".
    expect(officialTotalText(sheet)).toBe(dictionary['fees.officialUnknown']);
    expect(feeLineText(sheet.lines[0]!)).toContain(dictionary['fees.rtoStates']);
    const text = message('transfer-ownership', toAnotherState);
    expect(text).toContain(dictionary['fees.officialUnknown']);
    expect(text).not.toContain('₹0');
    const chat = caseAnswer(chatIndex(catalog).find((s) => s.id === 'transfer-ownership')!, toAnotherState, { documents: false, fees: true }, TODAY);
    expect(chat.text).toContain(dictionary['fees.officialUnknown']);
    expect(chat.text).not.toContain('₹0');
  });

  it('a transport vehicle within the state: the RTO states the fee, and the card is listed only as one that may apply', () => {
    setDictionary(lang, dictionary);
    const sheet = feeSheet(entry('transfer-ownership').source, { vehicleClass: 'Transport vehicle', destination: 'Same RTO' }, TODAY);
    expect(officialTotalText(sheet)).toBe(dictionary['fees.officialUnknown']);
    expect(feeLineText(sheet.lines[1]!)).toContain(dictionary['fees.ifItApplies'].replace('{amount}', '₹225'));
  });

  it('ending a loan: ₹0, and why', () => {
    setDictionary(lang, dictionary);
    const e = entry('hypothecation-termination');
    const sheet = feeSheet(e.source, {}, TODAY);
    expect(officialTotalText(sheet)).toBe(dictionary['fees.official'].replace('{amount}', '₹0'));
    const note = e.source.fees![0]!.note!;
    expect(feeLineText(sheet.lines[0]!)).toContain(typeof note === 'string' ? note : (note[lang] ?? note.en));
  });

  it('a licence expired 8 months ago: an estimate, each unconfirmed line saying why', () => {
    setDictionary(lang, dictionary);
    const sheet = feeSheet(entry('driving-licence-renewal').source, { expiry: 'It expired less than a year ago', expiryDate: '2026-03-29' }, TODAY);
    expect(officialTotalText(sheet)).toBe(dictionary['fees.officialEstimate'].replace('{amount}', '₹1,300'));
    expect(feeLineText(sheet.lines[1]!)).toContain(dictionary['fees.estimate'].replace('{note}', ''));
  });
});
