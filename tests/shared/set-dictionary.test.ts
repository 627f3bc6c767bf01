// The app's texts follow the dictionary handed to t.ts: the Telugu one, loaded with a dynamic
// import() as a Telugu page will load it, takes over t(), catalogue texts and the current language.
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/en';
import { tx } from '../../src/shared/i18n/localize';
import { currentLanguage, setDictionary, t } from '../../src/shared/i18n/t';

afterEach(() => setDictionary('en', en));

describe('setDictionary', () => {
  it('speaks English until another dictionary is handed over', () => {
    expect(currentLanguage()).toBe('en');
    expect(t('nav.home')).toBe('Home');
  });

  it('speaks Telugu from the dynamically imported dictionary, placeholders filled', async () => {
    const { te } = await import('../../src/shared/i18n/te');
    setDictionary('te', te);
    expect(currentLanguage()).toBe('te');
    expect(t('nav.home')).toBe('హోమ్');
    expect(t('dash.welcome', { name: 'Ravi' })).toBe('స్వాగతం, Ravi!');
    expect(tx({ en: 'Vehicle eKYC', te: 'వాహన eKYC' })).toBe('వాహన eKYC');
  });

  it('returns to English when the English dictionary is handed back', async () => {
    const { te } = await import('../../src/shared/i18n/te');
    setDictionary('te', te);
    setDictionary('en', en);
    expect(t('nav.home')).toBe('Home');
    expect(tx({ en: 'Vehicle eKYC', te: 'వాహన eKYC' })).toBe('Vehicle eKYC');
  });
});
