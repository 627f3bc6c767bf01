import { describe, expect, it } from 'vitest';
import { spacedPhone, unbrokenPhone } from '../../src/shared/phone-display';

// A number broken over two lines is misread and mistyped: pages show it with non-breaking spaces.
describe('a phone number as a page shows it', () => {
  it('keeps the support number on one line: its spaces are non-breaking', () => {
    expect(unbrokenPhone('+91 98765 43210')).toBe('+91\u00a098765\u00a043210');
  });

  it('spaces an Indian mobile number in its groups, on one line, and leaves any other as it is', () => {
    expect(spacedPhone('+919876543210')).toBe('+91\u00a098765\u00a043210');
    expect(spacedPhone('040-2345678')).toBe('040-2345678');
  });
});
