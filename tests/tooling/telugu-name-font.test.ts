import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { makeTeluguNameFont, TELUGU_NAME_FONT } from '../../scripts/telugu-name-font';

// English pages draw "తెలుగు" with this cut of Noto Sans Telugu; a label it was not cut for would
// show boxes on a phone without a Telugu font.
it('the language switch font is cut for the switch label as it is now (else run `npm run font:telugu-name`)', async () => {
  const committed = readFileSync(TELUGU_NAME_FONT);
  expect(committed.length).toBeLessThan(3 * 1024);
  expect((await makeTeluguNameFont()).equals(committed)).toBe(true);
});
