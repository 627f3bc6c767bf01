// `npm run font:telugu-name`: writes src/shared/i18n/telugu-name-font.woff2, Noto Sans Telugu cut
// down to the letters of "తెలుగు", the language switch's label on every English page. A phone
// without a Telugu font would show that word as boxes; the whole Telugu font (~36 KB) is too much to
// download on every English page for one word, this cut is ~1.5 KB. Run it again when the label
// changes; tests/tooling/telugu-name-font.test.ts fails until you do.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { languageOf } from '../src/core/languages.ts';

/** The switch's label, Telugu's name in its own script (src/core/languages.ts). */
const TELUGU_NAME = languageOf('te').name;

export const TELUGU_NAME_FONT = new URL('../src/shared/i18n/telugu-name-font.woff2', import.meta.url);

/** The cut font, made from the regular weight of @fontsource/noto-sans-telugu's Telugu subset. */
export function makeTeluguNameFont(): Promise<Buffer> {
  const source = createRequire(import.meta.url).resolve('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2');
  return subsetFont(readFileSync(source), TELUGU_NAME, { targetFormat: 'woff2' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await makeTeluguNameFont();
  writeFileSync(TELUGU_NAME_FONT, font);
  console.log(`Wrote ${TELUGU_NAME_FONT.pathname} (${font.length} bytes) for "${TELUGU_NAME}".`);
}
