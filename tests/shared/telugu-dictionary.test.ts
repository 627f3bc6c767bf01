// Every app text has its Telugu: each key of the English dictionary has a Telugu text that keeps
// its {placeholders} and the glossary's kept terms, and is not the English left in place (unless
// the English is only kept terms, codes, numbers and punctuation). The legal pages' Telugu has the
// same sections, paragraphs and list items as their English, each translated the same way.
import { describe, expect, it } from 'vitest';
import { legalEn } from '../../src/features/legal/content/en';
import { legalTe } from '../../src/features/legal/content/te';
import type { LegalDocument } from '../../src/features/legal/content/types';
import { en } from '../../src/shared/i18n/en';
import { enGrievance } from '../../src/shared/i18n/en-grievance';
import { te } from '../../src/shared/i18n/te';
import { teGrievance } from '../../src/shared/i18n/te-grievance';
import { needsNoTranslation, teluguProblems } from './telugu-text';

describe('the Telugu dictionary', () => {
  it('has a Telugu text for every English key, with the same placeholders, translated', () => {
    const problems = Object.entries(en).flatMap(([key, english]) => teluguProblems(english, (te as Record<string, string>)[key]).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('has no key the English dictionary lacks', () => {
    expect(Object.keys(te).filter((key) => !(key in en))).toEqual([]);
  });

  it('translates the grievance page, which joins with its code', () => {
    expect(Object.entries(enGrievance).flatMap(([key, english]) => teluguProblems(english, teGrievance[key as keyof typeof enGrievance]).map((p) => `${key}: ${p}`))).toEqual([]);
  });
});

/** Every text of a legal document with where it sits ("sections.2.items.1"), in order. */
function legalTexts(doc: LegalDocument): [string, string][] {
  const { sections, grievance, ...head } = doc;
  return [
    ...Object.entries(head),
    ...Object.entries(grievance ?? {}).map(([key, text]): [string, string] => [`grievance.${key}`, text]),
    ...sections.flatMap((s, i) => [
      [`sections.${i}.title`, s.title] as [string, string],
      ...(['paragraphs', 'items', 'after'] as const).flatMap((part) => (s[part] ?? []).map((text, j): [string, string] => [`sections.${i}.${part}.${j}`, text])),
    ]),
  ];
}

describe('the Telugu legal pages', () => {
  it.each(['privacy', 'terms'] as const)('%s: the same sections, paragraphs and items as the English, each translated', (kind) => {
    const english = legalTexts(legalEn[kind]);
    const telugu = new Map(legalTexts(legalTe[kind]));
    expect([...telugu.keys()]).toEqual(english.map(([where]) => where));
    expect(english.flatMap(([where, text]) => teluguProblems(text, telugu.get(where)).map((p) => `${where}: ${p}`))).toEqual([]);
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
