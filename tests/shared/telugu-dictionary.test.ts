// Every app text has its Telugu: each key of the English dictionary has a Telugu text that keeps
// its {placeholders} and the glossary's kept terms, and is not the English left in place (unless
// the English is only kept terms, codes, numbers and punctuation).
import { describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { needsNoTranslation, teluguProblems } from './telugu-text';

describe('the Telugu dictionary', () => {
  it('has a Telugu text for every English key, with the same placeholders, translated', () => {
    const problems = Object.entries(en).flatMap(([key, english]) => teluguProblems(english, (te as Record<string, string>)[key]).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('has no key the English dictionary lacks', () => {
    expect(Object.keys(te).filter((key) => !(key in en))).toEqual([]);
  });
});

describe('the Telugu checks', () => {
  it('catch a missing text, an English leftover, changed placeholders and a dropped kept term', () => {
    expect(teluguProblems('Send OTP', undefined)).toEqual(['has no Telugu text']);
    expect(teluguProblems('Please try again.', 'Please try again.')).toEqual(['is still the English text']);
    expect(teluguProblems('Welcome, {name}!', 'స్వాగతం, {user}!')).toEqual(['placeholders {name} became {user}']);
    expect(teluguProblems('Send OTP', 'వన్ టైమ్ పాస్‌వర్డ్ పంపండి')).toEqual(['drops the kept term "OTP"']);
    expect(teluguProblems('Send OTP', 'OTP పంపండి')).toEqual([]);
  });

  it('let a text stay as it is when it is only kept terms, codes and punctuation', () => {
    expect(needsNoTranslation('WhatsApp {phone}')).toBe(true);
    expect(needsNoTranslation('AP39BJ1234')).toBe(true);
    expect(needsNoTranslation('OTP')).toBe(true);
    expect(needsNoTranslation('RC Card')).toBe(false);
    expect(teluguProblems('WhatsApp {phone}', 'WhatsApp {phone}')).toEqual([]);
  });
});
