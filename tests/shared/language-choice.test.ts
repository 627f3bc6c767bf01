// The remembered language and the home page's suggestion of another language's site (Telugu):
// offered to a visitor who chose it before, or whose browser lists it before English; never after "No".
import { describe, expect, it } from 'vitest';
import { rememberedLanguage, rememberLanguage, suggestedLanguage } from '../../src/shared/i18n/language-choice';
import { MemoryStorage } from '../engine/memory-storage';

describe('the remembered language', () => {
  it('is what the visitor chose last, and nothing before a choice or when the stored value is not a language', () => {
    const storage = new MemoryStorage();
    expect(rememberedLanguage(storage)).toBeNull();
    rememberLanguage('te', storage);
    expect(rememberedLanguage(storage)).toBe('te');
    rememberLanguage('en', storage);
    expect(rememberedLanguage(storage)).toBe('en');
    storage.setItem('portal.language', 'fr');
    expect(rememberedLanguage(storage)).toBeNull();
  });
});

describe('suggesting Telugu on the English home page', () => {
  it('follows the browser when nothing was chosen: Telugu before English (any region), not after it', () => {
    expect(suggestedLanguage(null, ['te-IN', 'en-US'])).toBe('te');
    expect(suggestedLanguage(null, ['ta-IN', 'te', 'en'])).toBe('te');
    expect(suggestedLanguage(null, ['en-IN', 'te-IN'])).toBeNull();
    expect(suggestedLanguage(null, ['en-US'])).toBeNull();
    expect(suggestedLanguage(null, ['ta-IN'])).toBeNull();
    expect(suggestedLanguage(null, [])).toBeNull();
  });

  it("follows the visitor's own choice over the browser", () => {
    expect(suggestedLanguage('te', ['en-US'])).toBe('te');
    expect(suggestedLanguage('en', ['te-IN'])).toBeNull();
  });
});
