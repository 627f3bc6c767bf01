// The list of languages, and where each lives in the addresses: English at the plain paths, Telugu
// under /te/. The build, both servers, the sitemap and the language switch all go through these functions.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, langOfTag, langOr, LANGUAGES, languageOfPath, pathInLanguage, pathWithoutLanguage, perLanguage, translatedLanguages } from '../../src/core/languages';
import { fileForLanguageOf, isClientOnlyPath, pageFile, publicPages } from '../../src/catalog/public-pages';

describe('the list', () => {
  it('starts with the default language, at the plain paths; every other language has a prefix of its own', () => {
    expect(LANGUAGES[0].code).toBe(DEFAULT_LANGUAGE);
    expect(LANGUAGES[0].prefix).toBe('');
    const others = LANGUAGES.slice(1);
    expect(others.map((l) => l.prefix)).toEqual(others.map((l) => `/${l.code}`));
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
  });

  it('reads a stored value, a browser language tag and builds one value per language', () => {
    expect(langOr('te')).toBe('te');
    expect(langOr('fr')).toBe('en');
    expect(langOr(undefined)).toBe('en');
    expect(langOfTag('te-IN')).toBe('te');
    expect(langOfTag('EN-us')).toBe('en');
    expect(langOfTag('tel')).toBeUndefined();
    expect(perLanguage((lang) => lang.toUpperCase())).toEqual(Object.fromEntries(LANGUAGES.map(({ code }) => [code, code.toUpperCase()])));
  });

  it('asks the catalogue check for every language but one being translated, whose texts fall back to English', () => {
    const english = { code: 'en', name: 'English', englishName: 'English', prefix: '', font: null };
    const hindi = { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', prefix: '/hi', font: null, draft: true } as const;
    expect(translatedLanguages([english, hindi])).toEqual(['en']);
  });
});

describe('the language of an address', () => {
  it('is Telugu for /te and everything under it, English for the rest (a path merely starting with "te" too)', () => {
    for (const path of ['/te', '/te/', '/te/services/vehicle-ekyc', '/te/dashboard']) expect(languageOfPath(path), path).toBe('te');
    for (const path of ['/', '/services/vehicle-ekyc', '/terms-of-service', '/track', '/tea']) expect(languageOfPath(path), path).toBe('en');
  });

  it('comes off and goes on without changing the page', () => {
    expect(pathWithoutLanguage('/te/services/vehicle-ekyc')).toBe('/services/vehicle-ekyc');
    expect(pathWithoutLanguage('/te')).toBe('/');
    expect(pathWithoutLanguage('/terms-of-service')).toBe('/terms-of-service');
    expect(pathInLanguage('/services/vehicle-ekyc', 'te')).toBe('/te/services/vehicle-ekyc');
    expect(pathInLanguage('/', 'te')).toBe('/te/');
    expect(pathInLanguage('/te/services/vehicle-ekyc', 'en')).toBe('/services/vehicle-ekyc');
    expect(pathInLanguage('/te', 'en')).toBe('/');
    expect(pathInLanguage('/te/', 'en')).toBe('/');
    expect(pathInLanguage('/te/track', 'te')).toBe('/te/track');
    expect(pathInLanguage('/track', 'en')).toBe('/track');
  });
});

describe('the pages of each language', () => {
  it('are the same pages, the Telugu ones under /te/, written under dist/te/', () => {
    const english = publicPages(['/services/vehicle-ekyc']);
    const telugu = publicPages(['/services/vehicle-ekyc'], 'te');
    expect(telugu.map((p) => pathWithoutLanguage(p.path))).toEqual(english.map((p) => p.path));
    expect(telugu.map((p) => p.index)).toEqual(english.map((p) => p.index));
    expect(telugu.map((p) => p.path)).toContain('/te/services/vehicle-ekyc');
    expect(telugu[0]!.path).toBe('/te/');
    expect(pageFile('/te/')).toBe('te.html');
    expect(pageFile('/te')).toBe('te.html');
    expect(pageFile('/te/services/vehicle-ekyc')).toBe('te/services/vehicle-ekyc.html');
  });

  it('have their own app shell and 404 page, and the signed-in areas stay client-only under /te/', () => {
    expect(isClientOnlyPath('/te/dashboard')).toBe(true);
    expect(isClientOnlyPath('/te/admin/login')).toBe(true);
    expect(isClientOnlyPath('/te/services/vehicle')).toBe(false);
    expect(fileForLanguageOf('/te/dashboard', 'app-shell.html')).toBe('te/app-shell.html');
    expect(fileForLanguageOf('/te/no-such-page', '404.html')).toBe('te/404.html');
    expect(fileForLanguageOf('/dashboard', 'app-shell.html')).toBe('app-shell.html');
    expect(fileForLanguageOf('/no-such-page', '404.html')).toBe('404.html');
  });
});
