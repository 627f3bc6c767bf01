import path from 'node:path';
import type { Plugin } from 'vite';
import type { Lang } from '../src/core/text.ts';

const ENGLISH_MODULE = path.resolve(import.meta.dirname, '../src/shared/i18n/page-language.ts');

/**
 * Builds the app in one language: in the Telugu build, src/shared/i18n/page-language.ts (the
 * English dictionary) is replaced by page-language-te.ts (the Telugu one and its font), and the
 * page's `<html lang>` says `te`. The English build is left as it is.
 */
export function pageLanguagePlugin(lang: Lang): Plugin {
  return {
    name: 'portal-page-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (lang === 'en' || !/\/page-language(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== ENGLISH_MODULE) return resolved;
      return ENGLISH_MODULE.replace(/\.ts$/, `-${lang}.ts`);
    },
    transformIndexHtml(html) {
      return html.replace('<html lang="en"', `<html lang="${lang}"`);
    },
  };
}
