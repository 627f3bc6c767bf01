// Text a stranger wrote (an attempted admin username) is shown with its hidden characters as visible escapes.
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../src/core/visible-text';

describe('visibleText', () => {
  it('escapes control characters and bidirectional marks, embeddings, overrides and isolates', () => {
    expect(visibleText('chief\u202Eexe.gnp')).toBe('chief\\u202Eexe.gnp');
    expect(visibleText('a\u0000b\u0007c\nd\u009B\u061C\u200E\u200F\u202A\u2066\u2069')).toBe(
      'a\\u0000b\\u0007c\\u000Ad\\u009B\\u061C\\u200E\\u200F\\u202A\\u2066\\u2069',
    );
  });

  it('leaves every other text as it is: HTML stays text for React, Telugu keeps its joiners, and escaping twice changes nothing', () => {
    for (const text of ['<img src=x onerror=alert(1)>', 'రవి\u200Cకుమార్', 'VS123456042: waiting -> in progress']) expect(visibleText(text)).toBe(text);
    expect(visibleText(visibleText('x\u202Ey'))).toBe('x\\u202Ey');
  });
});
