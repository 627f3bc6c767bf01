// A machine that has Noto Sans Telugu installed, as every Android phone does: the font's regular and
// bold made into TrueType files (Chromium's local() finds no WOFF2 file) in a throwaway folder, and a
// fontconfig file that adds that folder to the system's fonts. A browser launched with the returned
// environment finds them by their full and PostScript names, as local() asks.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Every letter the font has: all of it goes into the installed copy. */
const TELUGU = String.fromCodePoint(...Array.from({ length: 0x80 }, (_, i) => 0x0c00 + i), 0x0964, 0x0965, 0x200c, 0x200d, 0x25cc);

/** The environment for a Chromium that sees Noto Sans Telugu as an installed font. */
export async function withTeluguFontInstalled(): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'telugu-font-'));
  const require = createRequire(import.meta.url);
  for (const weight of [400, 700]) {
    const woff2 = readFileSync(require.resolve(`@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${weight}-normal.woff2`));
    writeFileSync(path.join(dir, `noto-sans-telugu-${weight}.ttf`), await subsetFont(woff2, TELUGU, { targetFormat: 'sfnt' }));
  }
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  return { FONTCONFIG_FILE: config };
}
