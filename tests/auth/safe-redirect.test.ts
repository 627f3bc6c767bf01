import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/features/auth/safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/dashboard/applications?page=2#top')).toBe('/dashboard/applications?page=2#top');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    ['another origin', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a tab hidden in the path', '/\t/evil.example'],
    ['a newline', '/dash\nboard'],
    ['an empty value', ''],
    ['a number', 42],
    ['nothing', undefined],
    ['a very long value', `/${'a'.repeat(2100)}`],
  ])('drops %s', (_why, value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it('drops the account pages, which would loop back to the login', () => {
    expect(safeRedirect('/login')).toBeUndefined();
    expect(safeRedirect('/login/?redirect=/dashboard')).toBeUndefined();
    expect(safeRedirect('/signup')).toBeUndefined();
    expect(safeRedirect('/forgot-password')).toBeUndefined();
  });

  it('resolves dot segments before judging the path', () => {
    expect(safeRedirect('/dashboard/../login')).toBeUndefined();
    expect(safeRedirect('/services/../dashboard')).toBe('/dashboard');
  });
});
