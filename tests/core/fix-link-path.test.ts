// The code of a fix link's path, as the fix link page reads it: /f/<code> in any language, nothing else.
import { describe, expect, it } from 'vitest';
import { fixCodeOfPath, isFixLinkPath } from '../../src/core/fix-link-path';

describe('a fix link path', () => {
  it('gives its 12-character code in English and Telugu, with or without a trailing slash', () => {
    expect(fixCodeOfPath('/f/Ab3_-9xYz012')).toBe('Ab3_-9xYz012');
    expect(fixCodeOfPath('/te/f/Ab3_-9xYz012/')).toBe('Ab3_-9xYz012');
  });

  it('gives none for another path, a short or long code, or one with other characters', () => {
    for (const path of ['/f', '/f/', '/f/Ab3_-9xYz01', '/f/Ab3_-9xYz0123', '/f/Ab3_-9xYz01.', '/f/Ab3/-9xYz012', '/services/f/Ab3_-9xYz012', '/fa/Ab3_-9xYz012']) expect(fixCodeOfPath(path), path).toBeNull();
    expect(isFixLinkPath('/te/f/x')).toBe(true);
    expect(isFixLinkPath('/f')).toBe(false);
  });
});
