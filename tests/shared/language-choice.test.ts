// The remembered language and the home page's suggestion of the Telugu site: offered to a visitor
// who chose Telugu before, or whose browser lists Telugu before English; never after "No".
import { describe, expect, it } from 'vitest';
import { rememberedLanguage, rememberLanguage, suggestsTelugu } from '../../src/shared/i18n/language-choice';
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
    expect(suggestsTelugu(null, ['te-IN', 'en-US'])).toBe(true);
    expect(suggestsTelugu(null, ['hi-IN', 'te', 'en'])).toBe(true);
    expect(suggestsTelugu(null, ['en-IN', 'te-IN'])).toBe(false);
    expect(suggestsTelugu(null, ['en-US'])).toBe(false);
    expect(suggestsTelugu(null, [])).toBe(false);
  });

  it("follows the visitor's own choice over the browser", () => {
    expect(suggestsTelugu('te', ['en-US'])).toBe(true);
    expect(suggestsTelugu('en', ['te-IN'])).toBe(false);
  });
});
