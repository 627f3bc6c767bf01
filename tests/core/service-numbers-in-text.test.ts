// A WhatsApp text names its request by the service number typed any way the one rule reads
// (spaces, dashes, O for 0, lower case), among other words and punctuation.
import { describe, expect, it } from 'vitest';
import { MAX_CANDIDATES, serviceNumbersInText } from '../../src/core/service-numbers-in-text';

describe('serviceNumbersInText', () => {
  it.each([
    ['VS123456042', ['VS123456042']],
    ['My number: too 4821 7730 9154 69.', ['TOO48217730915469']],
    ['TOO-4821-7730-9154-69', ['TOO48217730915469']],
    ['Service number: VS123456042.', ['VS123456042']],
    ['my request: vs 123 456 o42, thanks', ['VS123456042']],
    ['TOO-846-028-326', ['TOO846028326']],
    ['(t0o846028326)', ['TOO846028326']],
    ['VS123456042 · Vehicle Fitness Certificate', ['VS123456042']],
  ])('reads %j', (text, numbers) => {
    expect(serviceNumbersInText(text)).toEqual(numbers);
  });

  it('offers every reading of a run of words, in order, for the caller to check against the records', () => {
    // "no TOO 846 …" also reads as NOTOO846…: both are candidates; only one is on record.
    expect(serviceNumbersInText('Request no TOO 846 028 326')).toEqual(['NOTOO846028326', 'TOO846028326']);
  });

  it('reads a minted number typed in groups as itself, never also as the 9-digit number its first groups make', () => {
    expect(serviceNumbersInText('My number is too 4821 7730 9154 69')).toEqual(['ISTOO48217730915469', 'TOO48217730915469']);
  });

  it('finds none in a text without one, in Telugu or digits alone', () => {
    expect(serviceNumbersInText('Hello, any update?')).toEqual([]);
    expect(serviceNumbersInText('నా అభ్యర్థన స్థితి ఏమిటి')).toEqual([]);
    expect(serviceNumbersInText('9876543210 123456789')).toEqual([]);
  });

  it('returns at most a few candidates however long the text', () => {
    const text = Array.from({ length: 50 }, (_, i) => `AB${String(100000000 + i)}`).join(' ');
    expect(serviceNumbersInText(text)).toHaveLength(MAX_CANDIDATES);
  });
});
