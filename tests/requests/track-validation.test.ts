// The /track form checks in the browser with the texts the API's schema gives for the same rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askedServiceNumber, checkTrackInput } from '../../src/features/requests/track-validation';
import { enApi } from '../../src/shared/i18n/en-api';

type Schema = { properties: Record<string, { 'x-messages': Record<string, string> }> };
const schema = JSON.parse(readFileSync('schemas/api/request-track.schema.json', 'utf8')) as Schema;
/** The English of the codes the schema names for `field`, keyword by keyword. */
const messages = (field: string) => Object.fromEntries(Object.entries(schema.properties[field]!['x-messages']).map(([keyword, code]) => [keyword, (enApi as Record<string, string>)[`api.${code}`]]));

describe('/track form', () => {
  it('refuses empty and malformed values with the API schema messages', () => {
    expect(checkTrackInput('', '')).toEqual({ ok: false, fields: { serviceNumber: messages('serviceNumber').required, phone: messages('phone').required } });
    expect(checkTrackInput('VS12', '12345')).toEqual({ ok: false, fields: { serviceNumber: messages('serviceNumber').default, phone: messages('phone').default } });
  });

  it('sends the number in upper case without spaces and the phone as +91', () => {
    expect(checkTrackInput(' vs 123456 042 ', '98765 43210')).toEqual({ ok: true, input: { serviceNumber: 'VS123456042', phone: '+919876543210' } });
  });

  it('reads a number typed with look-alikes: 0 for O in the letters, O for 0 and I or l for 1 in the digits, dashes', () => {
    expect(checkTrackInput('T00846028326', '9876543210')).toMatchObject({ ok: true, input: { serviceNumber: 'TOO846028326' } });
    expect(checkTrackInput('too 846 O28 32l', '9876543210')).toMatchObject({ ok: true, input: { serviceNumber: 'TOO846028321' } });
    expect(checkTrackInput('V5-123456042', '9876543210')).toMatchObject({ ok: false });
  });

  it("takes a number minted today typed in groups of four, and refuses it with a digit wrong (the check digit's catch)", () => {
    expect(checkTrackInput('too 4821 7730 9154 69', '9876543210')).toMatchObject({ ok: true, input: { serviceNumber: 'TOO48217730915469' } });
    expect(checkTrackInput('TOO-4821-7730-9154-96', '9876543210')).toMatchObject({ ok: false });
  });

  it('fills in the number the address carries, in upper case; drops one longer than a number can be', () => {
    expect(askedServiceNumber('?serviceNumber=vs123456042')).toBe('VS123456042');
    expect(askedServiceNumber('?x=1&serviceNumber=VS123456042')).toBe('VS123456042');
    expect(askedServiceNumber('')).toBe('');
    expect(askedServiceNumber('?serviceNumber=TOO%204821%207730%209154%2069')).toBe('TOO 4821 7730 9154 69');
    expect(askedServiceNumber(`?serviceNumber=${'X'.repeat(33)}`)).toBe('');
  });
});
