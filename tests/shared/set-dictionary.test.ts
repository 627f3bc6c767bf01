// The app's texts follow the dictionary handed to t.ts: the Telugu one, loaded with a dynamic
// import() as a Telugu page will load it, takes over t(), catalogue texts and the current language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

const src = new URL('../../src/', import.meta.url).pathname;
const telugu = join(src, 'shared/i18n/te');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the Telugu dictionary', () => {
  const importersOf = (target: string) =>
    sources(src).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/gm)].some(
        ([, specifier = '']) => specifier.startsWith('.') && resolve(dirname(file), specifier).replace(/\.ts$/, '') === target,
      ),
    );

  it("is imported only by the Telugu build's page-language module, which no module imports by name, so English pages never carry it", () => {
    expect(importersOf(telugu)).toEqual([join(src, 'shared/i18n/page-language-te.ts')]);
    expect(importersOf(join(src, 'shared/i18n/page-language-te'))).toEqual([]);
  });
});
