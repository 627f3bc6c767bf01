// Whether a service page fetches its form's code while the visitor reads, by the visitor's connection.
import { describe, expect, it } from 'vitest';
import { warmsAhead } from '../../src/app/warm-form';

describe('warmsAhead', () => {
  it('fetches the form ahead on 3G and faster, and when the browser does not say', () => {
    for (const effectiveType of ['4g', '3g']) expect(warmsAhead({ effectiveType })).toBe(true);
    expect(warmsAhead(undefined)).toBe(true);
  });

  it('waits for the tap on 2G and under Data Saver', () => {
    for (const effectiveType of ['2g', 'slow-2g']) expect(warmsAhead({ effectiveType })).toBe(false);
    expect(warmsAhead({ saveData: true, effectiveType: '4g' })).toBe(false);
  });
});
