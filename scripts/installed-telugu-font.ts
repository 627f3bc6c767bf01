// A machine that has Noto Sans Telugu installed, as every Android phone does: the font's regular and
// bold made into TrueType files (Chromium's local() finds no WOFF2 file), and a fontconfig file that
// adds their folder to the system's fonts. A browser launched with the returned environment finds
// them by their full and PostScript names, as local() asks. Used by tests/e2e/telugu.spec.ts and by
// `npm run lighthouse -- --telugu-font-installed` (the Android case; this host has no Telugu font).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Every letter the font has: all of it goes into the installed copy. */
const TELUGU = String.fromCodePoint(...Array.from({ length: 0x80 }, (_, i) => 0x0c00 + i), 0x0964, 0x0965, 0x200c, 0x200d, 0x25cc);
/** Made once per checkout; a scratch folder renamed into place, so a parallel run never reads half of it. */
const DIR = path.resolve('node_modules/.cache/telugu-font-installed');

/** The environment for a Chromium that sees Noto Sans Telugu as an installed font. */
export async function withTeluguFontInstalled(): Promise<Record<string, string>> {
  const config = path.join(DIR, 'fonts.conf');
  if (!existsSync(config)) {
    mkdirSync(path.dirname(DIR), { recursive: true });
    const scratch = mkdtempSync(`${DIR}-`);
    const require = createRequire(import.meta.url);
    for (const weight of [400, 700]) {
      const woff2 = readFileSync(require.resolve(`@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${weight}-normal.woff2`));
      writeFileSync(path.join(scratch, `noto-sans-telugu-${weight}.ttf`), await subsetFont(woff2, TELUGU, { targetFormat: 'sfnt' }));
    }
    writeFileSync(
      path.join(scratch, 'fonts.conf'),
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${DIR}</dir><cachedir>${DIR}/cache</cachedir></fontconfig>`,
    );
    try {
      renameSync(scratch, DIR);
    } catch {
      rmSync(scratch, { recursive: true, force: true }); // another run put its copy there first
    }
  }
  return { FONTCONFIG_FILE: config };
}
