// A machine that has Noto Sans Telugu installed, as Android phones have: the font's regular and bold
// made into TrueType files (Chromium's local() finds no WOFF2 file), and a fontconfig file that adds
// their folder to the system's fonts. A browser launched with the returned environment finds them by
// their full and PostScript names, as local() asks. Used by tests/e2e/telugu.spec.ts and by
// `npm run lighthouse -- --telugu-font-installed` (the Android case; this host has no Telugu font).
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { makeFolderOnce } from './folder-once';
import { FONT_LETTERS } from './telugu-font-cut';

/**
 * Made once per install, under node_modules' real path: fonts.conf names this folder, and a checkout
 * whose node_modules is a link to another's must not write a path that goes when the checkout does.
 */
const DIR = path.join(realpathSync('node_modules'), '.cache/telugu-font-installed');

/** The environment for a Chromium that sees Noto Sans Telugu as an installed font. */
export async function withTeluguFontInstalled(): Promise<Record<string, string>> {
  await makeFolderOnce(DIR, async (scratch) => {
    const require = createRequire(import.meta.url);
    for (const weight of [400, 700]) {
      const woff2 = readFileSync(require.resolve(`@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${weight}-normal.woff2`));
      writeFileSync(path.join(scratch, `noto-sans-telugu-${weight}.ttf`), await subsetFont(woff2, FONT_LETTERS, { targetFormat: 'sfnt' }));
    }
    writeFileSync(
      path.join(scratch, 'fonts.conf'),
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${DIR}</dir><cachedir>${DIR}/cache</cachedir></fontconfig>`,
    );
  });
  return { FONTCONFIG_FILE: path.join(DIR, 'fonts.conf') };
}
