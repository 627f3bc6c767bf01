import { describe, expect, it } from 'vitest';
import { writtenAnswers } from '../../src/server/tracking/written-answers';

const FIELDS = [
  { name: 'licenceNumber', label: { en: 'Licence Number', te: 'లైసెన్స్ నంబర్' } },
  { name: 'name', label: 'Name' },
];

describe("the answers a visitor's WhatsApp message wrote", () => {
  it('reads each field from its own "Label: value" line, in any language, the newest message first', () => {
    const texts = ['లైసెన్స్ నంబర్: AP0120190009876', 'Name: Ravi Kumar\nLicence Number: AP0120190001234'];
    expect(writtenAnswers(FIELDS, ['licenceNumber', 'name'], texts)).toEqual({ licenceNumber: 'AP0120190009876', name: 'Ravi Kumar' });
  });

  it('leaves out a field no message names, an empty answer, a label inside a sentence and a field not asked for', () => {
    const texts = ['Please check my Licence Number: it is right', 'Licence Number:  ', 'Service Name: Driving Licence Renewal'];
    expect(writtenAnswers(FIELDS, ['licenceNumber', 'unknown'], texts)).toEqual({});
    expect(writtenAnswers(FIELDS, ['licenceNumber'], ['Name: Ravi'])).toEqual({});
  });
});
