import path from 'node:path';
import type { Plugin } from 'vite';

const PSEUDO_MODULE = path.resolve(import.meta.dirname, 'pseudo-locale.ts');

/** The app's English texts: each area of the dictionary (en-auth.ts …, the API's, the console's) and the legal pages. */
const ENGLISH_TEXTS = /\/src\/(shared\/i18n\/en-[\w-]+|features\/legal\/content\/en)\.ts$/;

/**
 * The pseudo build's (PSEUDO_LOCALE=1, tests only) own part: every English text module exports its
 * texts made pseudo (scripts/pseudo-locale.ts), so whatever goes through the i18n layer reads
 * `[Šéŕṽíçéš ~~~]` and whatever bypasses it stays plain English. The catalogue's texts are made
 * pseudo by the catalogue plugin (vite.config.ts).
 */
export function pseudoLocalePlugin(): Plugin {
  return {
    name: 'portal-pseudo-locale',
    enforce: 'pre',
    transform(code, id) {
      if (!ENGLISH_TEXTS.test(id.replace(/\\/g, '/'))) return null;
      const name = /^export const (\w+)/m.exec(code)?.[1];
      if (!name) throw new Error(`${id}: no exported texts to make pseudo`);
      const english = code.replace(`export const ${name}`, `const ${name}English`);
      return { code: `import { pseudoTexts } from ${JSON.stringify(PSEUDO_MODULE)};\n${english}\nexport const ${name} = pseudoTexts(${name}English);\n`, map: null };
    },
    transformIndexHtml(html) {
      // en-XA: the tag browsers and Android use for accented pseudo-English.
      return html.replace('<html lang="en"', '<html lang="en-XA"');
    },
  };
}
