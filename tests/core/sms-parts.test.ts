// What a text costs in SMS parts, the one count the server's outbox log and the desk's note hint
// share: GSM-7 fits 160 characters in one part and 153 in each of several, UCS-2 (any Telugu letter)
// 70 and 67; the GSM-7 extension characters take two places.
import { describe, expect, it } from 'vitest';
import { smsSize } from '../../src/core/sms-parts';

describe('smsSize', () => {
  it('counts GSM-7: 160 characters in one part, then 153 a part', () => {
    expect(smsSize('')).toEqual({ encoding: 'gsm7', units: 0, parts: 0 });
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsSize('a'.repeat(306))).toMatchObject({ parts: 2 });
    expect(smsSize('a'.repeat(307))).toMatchObject({ parts: 3 });
    // Line breaks, £ and é are in the alphabet.
    expect(smsSize('Café £5\nOK')).toEqual({ encoding: 'gsm7', units: 10, parts: 1 });
  });

  it('counts the extension characters twice', () => {
    expect(smsSize('{€}')).toEqual({ encoding: 'gsm7', units: 6, parts: 1 });
    expect(smsSize(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
  });

  it('sends Telugu, or any character outside GSM-7, as UCS-2: 70 in one part, then 67 a part', () => {
    const telugu = 'మీ అభ్యర్థన';
    expect(smsSize(telugu)).toEqual({ encoding: 'ucs2', units: telugu.length, parts: 1 });
    expect(smsSize('అ'.repeat(70))).toMatchObject({ encoding: 'ucs2', parts: 1 });
    expect(smsSize('అ'.repeat(71))).toMatchObject({ parts: 2 });
    expect(smsSize('అ'.repeat(134))).toMatchObject({ parts: 2 });
    expect(smsSize('అ'.repeat(135))).toMatchObject({ parts: 3 });
    // One such character turns a whole English text to UCS-2: '…' is not GSM-7.
    expect(smsSize(`${'a'.repeat(100)}…`)).toEqual({ encoding: 'ucs2', units: 101, parts: 2 });
    // An emoji is two UTF-16 units.
    expect(smsSize('🙂')).toEqual({ encoding: 'ucs2', units: 2, parts: 1 });
  });
});
