import { describe, expect, it } from 'vitest';
import { GROWTH, isPseudo, pseudo, pseudoTexts } from '../../scripts/pseudo-locale';

describe('the pseudo-locale', () => {
  it('accents every letter, pads the text ~35% longer in short words and brackets it', () => {
    expect(pseudo('Services')).toBe('[Šéŕṽíçéš ~~~]');
    const long = 'Renew your driving licence online before it expires';
    const made = pseudo(long);
    expect(made).toMatch(/^\[Ŕéñéŵ ýóúŕ đŕíṽíñĝ ĺíçéñçé óñĺíñé ƀéƒóŕé íţ éẋƥíŕéš [~ ]+\]$/);
    expect(made.length).toBeGreaterThanOrEqual(long.length * (1 + GROWTH));
    expect(made.match(/~+/g)!.every((word) => word.length <= 5)).toBe(true);
  });

  it('keeps placeholders, digits and punctuation as they are, and an empty text empty', () => {
    expect(pseudo('Wait {seconds} s, then try {count}/3 again.')).toMatch(/^\[Ŵáíţ \{seconds\} š, ţĥéñ ţŕý \{count\}\/3 áĝáíñ\. [~ ]+\]$/);
    expect(pseudo('')).toBe('');
    expect(pseudo('  ')).toBe('  ');
  });

  it('makes every string of a dictionary or a nested content pseudo, and nothing else', () => {
    expect(pseudoTexts({ 'auth.login': 'Log in', list: ['One', 'Two'], count: 3, none: null })).toEqual({
      'auth.login': pseudo('Log in'),
      list: [pseudo('One'), pseudo('Two')],
      count: 3,
      none: null,
    });
  });

  it('reads a pseudo text as pseudo, and a text written in the code as not', () => {
    expect(isPseudo(pseudo('Track your request'))).toBe(true);
    expect(isPseudo(' [Ţŕáçķ ~~] ')).toBe(true);
    expect(isPseudo('Track your request')).toBe(false);
    expect(isPseudo('[Ţŕáçķ] and more')).toBe(false);
  });
});
