import { describe, expect, it } from 'vitest';
import { checkedCase } from '../../src/catalog/checked-case';
import { caseOf } from '../../src/catalog/request-case';
import type { CompiledSource } from '../../src/catalog/types';

const source = { url: 'https://aptransport.org/html/fees-licence.html', title: 'Fees', asOf: '2026-11-22' };
// Shaped like the licence renewal: a choice the fees read, a date a late fee counts from, and
// answers the fees do not read (a number, another choice).
const entry: Pick<CompiledSource, 'fields' | 'fees' | 'expectedTime'> = {
  fields: [
    { name: 'expiry', label: 'Expired?', type: 'choice', options: ['No', 'Yes'] },
    { name: 'expiryDate', label: 'Expiry date', type: 'date', showWhen: { expiry: 'Yes' } },
    { name: 'transport', label: 'Transport?', type: 'choice', options: ['Yes', 'No'] },
    { name: 'office', label: 'Office', type: 'choice', options: ['Vijayawada', 'Guntur'] },
    { name: 'licenceNumber', label: 'Licence', type: 'licenceNumber' },
  ],
  fees: [
    { for: 'Renewal', amount: 200, collectedBy: 'sarathi', showWhen: { expiry: 'No' }, source },
    { for: 'Late fee', amount: 1000, collectedBy: 'sarathi', per: 'yearStarted', from: 'expiryDate', showWhen: { expiry: 'Yes' }, source },
  ],
  expectedTime: [{ days: 30, counting: 'working', showWhen: { transport: 'Yes' }, source }],
};

describe('caseOf', () => {
  it('keeps the choices a fee or the time reads and the years begun, never the date or another answer', () => {
    const answers = { expiry: 'Yes', expiryDate: '2025-03-01', transport: 'Yes', office: 'Guntur', licenceNumber: 'AP3920190001234' };
    expect(caseOf(entry, answers, '2026-11-29')).toEqual({ expiry: 'Yes', transport: 'Yes', expiryDate: 2 });
  });

  it('leaves out an answer of a field no longer asked and a count with nothing to count', () => {
    expect(caseOf(entry, { expiry: 'No', expiryDate: '2025-03-01', transport: '' }, '2026-11-29')).toEqual({ expiry: 'No' });
  });
});

describe('checkedCase', () => {
  it('keeps known choice fields with one of their options and counts from 0 to 50', () => {
    expect(checkedCase(entry, { expiry: 'Yes', transport: 'No', expiryDate: 50 })).toEqual({ expiry: 'Yes', transport: 'No', expiryDate: 50 });
    expect(checkedCase(entry, { expiryDate: 0 })).toEqual({ expiryDate: 0 });
  });

  it('drops unknown fields, unknown options, fields no fee or time reads, personal values and bad counts', () => {
    const sent = {
      expiry: 'Maybe',
      transport: 1,
      office: 'Guntur',
      licenceNumber: 'AP3920190001234',
      expiryDate: '2025-03-01',
      name: 'Ravi',
    };
    expect(checkedCase(entry, sent)).toEqual({});
    expect(checkedCase(entry, { expiryDate: 51 })).toEqual({});
    expect(checkedCase(entry, { expiryDate: -1 })).toEqual({});
    expect(checkedCase(entry, { expiryDate: 1.5 })).toEqual({});
    expect(checkedCase(entry, undefined)).toEqual({});
  });
});
