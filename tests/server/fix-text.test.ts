// The SMS of a return for correction: what to correct and why, then the short link, in as few parts as
// the link and the field take; a long reason is cut at a word, or takes one part more, and the link is
// never cut.
import { describe, expect, it } from 'vitest';
import { smsSize } from '../../src/core/sms-parts';
import { fixText } from '../../src/server/notify/status-texts';
import { templateMessage } from '../../src/server/notify/whatsapp-notifier';
import type { FixInText, StatusUpdate } from '../../src/server/notify/types';

const SITE = { en: 'AP Vehicle & Licence Assist', te: 'AP వాహన & లైసెన్స్ సహాయం' };
const NUMBER = 'VS06811374330495';
const URL = 'https://apvehicleassist.in/f/ypOqjyisIoK7';
const fix = (over: Partial<FixInText> = {}): FixInText => ({ url: URL, what: 'Chassis Number', why: 'Number looks wrong', more: 0, ...over });
const en = (f: FixInText) => fixText(SITE.en, { language: 'en', serviceNumber: NUMBER }, f);
const te = (f: FixInText) => fixText(SITE.te, { language: 'te', serviceNumber: NUMBER }, f);

describe('the SMS of a return for correction', () => {
  it('names the field and its reason, and the link, in one part in English', () => {
    const text = en(fix());
    expect(text).toBe(`AP Vehicle & Licence Assist: Please correct request ${NUMBER}: Chassis Number (Number looks wrong). ${URL}`);
    expect(smsSize(text)).toEqual({ encoding: 'gsm7', units: text.length, parts: 1 });
    expect(en(fix({ more: 2 }))).toContain('Chassis Number (Number looks wrong) and 2 more. ');
  });

  it('cuts a reason that overflows the part at a word, keeping at least half of it', () => {
    const why = 'Last four digits differ from RC';
    const text = en(fix({ why, more: 1 }));
    expect(text).toBe(`AP Vehicle & Licence Assist: Please correct request ${NUMBER}: Chassis Number (Last four digits...) and 1 more. ${URL}`);
    expect(smsSize(text).parts).toBe(1);
  });

  it('gives a reason that cannot keep half of itself in the part one part more, and never cuts the link', () => {
    const why = 'The chassis number on the RC photo does not match the one you typed, please check the RC again';
    const text = en(fix({ why }));
    expect(text).toContain(`(${why}). ${URL}`);
    expect(smsSize(text).parts).toBe(2);
    // The desk's longest reason (160 characters once in a text) is cut to fit that part more.
    const longest = `${'word '.repeat(40)}`.trim().slice(0, 160);
    const cut = en(fix({ why: longest, what: 'Valid insurance policy of the vehicle' }));
    expect(smsSize(cut).parts).toBe(2);
    expect(cut).toMatch(/\(word( word)*\.\.\.\)\. https:\/\/apvehicleassist\.in\/f\/ypOqjyisIoK7$/);
  });

  it('leaves out a reason outside GSM-7 that no part more could carry, rather than send the English text as UCS-2 in many parts', () => {
    const text = en(fix({ why: 'ఫోటో స్పష్టంగా లేదు, but the rest of it is long enough to need more room than a part or two have left' }));
    expect(text).toBe(`AP Vehicle & Licence Assist: Please correct request ${NUMBER}: Chassis Number. ${URL}`);
    expect(smsSize(text)).toMatchObject({ encoding: 'gsm7', parts: 1 });
  });

  it('writes Telugu in the fewest UCS-2 parts its site name, field and link take, with the reason', () => {
    const text = te(fix({ what: 'ఛాసిస్ నంబర్', why: 'నంబర్ తప్పుగా ఉన్నట్లుంది', url: 'https://apvehicleassist.in/te/f/ypOqjyisIoK7', more: 2 }));
    expect(text).toBe(`AP వాహన & లైసెన్స్ సహాయం: దయచేసి అభ్యర్థన ${NUMBER}లో సరిచేయండి: ఛాసిస్ నంబర్ (నంబర్ తప్పుగా ఉన్నట్లుంది), మరో 2 కూడా. https://apvehicleassist.in/te/f/ypOqjyisIoK7`);
    expect(smsSize(text)).toMatchObject({ encoding: 'ucs2', parts: 3 });
  });
});

describe('the WhatsApp template of a return for correction', () => {
  it('carries what to correct, why and the link in its last parameter, on one line', () => {
    const update: StatusUpdate = {
      to: '+919876543210', account: null, language: 'te', serviceNumber: NUMBER, service: 'వాహన ఫిట్‌నెస్', status: 'needs_fix', note: null,
      trackUrl: 'https://apvehicleassist.in/te/track?serviceNumber=VS06811374330495', fix: fix({ what: 'ఛాసిస్ నంబర్', why: 'నంబర్ తప్పుగా ఉన్నట్లుంది', more: 1 }), heardFrom: false,
    };
    const parameters = templateMessage('request_status_update', update).template.components[0]!.parameters.map((p) => p.text);
    expect(parameters).toEqual([NUMBER, 'వాహన ఫిట్‌నెస్', 'సవరణ అవసరం', `దయచేసి సరిచేయండి: ఛాసిస్ నంబర్ (నంబర్ తప్పుగా ఉన్నట్లుంది), మరో 1 కూడా. ${URL}`]);
    expect(parameters.every((p) => !/[\n\t]| {5}/.test(p))).toBe(true);
  });
});
