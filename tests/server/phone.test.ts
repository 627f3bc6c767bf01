import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizePhone, PHONE_PATTERN } from '../../src/core/phone';

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    [' 98765 43210 ', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['9198765432', '+919198765432'],
    // The trunk 0 dialled within India.
    ['098765 01236', '+919876501236'],
    ['09876501236', '+919876501236'],
  ])('%s -> %s', (input, phone) => {
    expect(normalizePhone(input)).toEqual({ ok: true, phone });
  });

  it.each(['', '   ', undefined, null, 42])('%j is missing', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: false, problem: 'required' });
  });

  it.each(['5876543210', '987654321', '98765432100', '+9876543210', '0919876543210', '00 9876543210', '0 5876543210', '98765-43210', 'abcdefghij', '+92 9876543210', '९८७६५४३२१०'])(
    '%s is invalid',
    (input) => {
      expect(normalizePhone(input)).toEqual({ ok: false, problem: 'invalid' });
    },
  );

  it('the API schemas carry exactly the same pattern', () => {
    for (const name of fs.readdirSync('schemas/api').filter((n) => n.endsWith('.schema.json'))) {
      const schema = JSON.parse(fs.readFileSync(`schemas/api/${name}`, 'utf8')) as { properties?: Record<string, { pattern?: string }> };
      if (schema.properties?.phone) expect(schema.properties.phone.pattern, name).toBe(PHONE_PATTERN);
    }
  });
});
