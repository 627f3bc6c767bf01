import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, type Lang } from '../src/core/languages.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The modules that hold one language's texts or choice, each with a twin `<name>-<lang>.ts` beside it
 * for every other language of the list, exporting the same names (tests/tooling/page-language-plugin.test.ts
 * keeps the twins complete). The English module is the one the code imports.
 */
export const PER_LANGUAGE_MODULES = ['src/shared/i18n/page-language.ts', 'src/features/legal/content/page-content.ts', 'src/features/admin/admin-texts.ts'].map((file) =>
  path.join(ROOT, file),
);

/** The twin of a per-language module for `lang`: page-language.ts → page-language-te.ts. */
export const twinOf = (file: string, lang: Lang): string => file.replace(/\.ts$/, `-${lang}.ts`);

const NAMES = PER_LANGUAGE_MODULES.map((file) => path.basename(file, '.ts'));

/**
 * Builds the app in one language: in a build other than English, each per-language module (the
 * dictionary and its font, the legal pages' content, the console's texts) is replaced by its twin, and
 * the page's `<html lang>` says the language. The English build is left as it is.
 */
export function pageLanguagePlugin(lang: Lang): Plugin {
  return {
    name: 'portal-page-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (lang === DEFAULT_LANGUAGE || !NAMES.some((name) => source.endsWith(`/${name}`) || source.endsWith(`/${name}.ts`))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !PER_LANGUAGE_MODULES.includes(resolved.id)) return resolved;
      const twin = twinOf(resolved.id, lang);
      if (!existsSync(twin)) throw new Error(`${path.relative(ROOT, resolved.id)} has no ${lang} twin ${path.relative(ROOT, twin)}`);
      return twin;
    },
    transformIndexHtml(html) {
      return html.replace('<html lang="en"', `<html lang="${lang}"`);
    },
  };
}
