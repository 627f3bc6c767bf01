import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { DEFAULT_LANGUAGE, languageOf, type Lang } from '../src/core/languages.ts';

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
 * The files of the @font-face rules of `family` in a built stylesheet, at their addresses: what a
 * page whose language names that font first draws its text with. Of faces of the same weight and
 * style, the one declared last: the browser checks it first, and an earlier one (the whole Telugu
 * font, before its cut to modern Telugu's letters) only for a letter outside its unicode-range.
 */
export function fontFiles(css: string, family: string): string[] {
  const name = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');
  const descriptor = (rule: string, property: string) => new RegExp(`${property}\\s*:\\s*([^;]+)`).exec(rule)?.[1]?.trim();
  const faces = new Map<string, string[]>();
  for (const [, rule] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const declared = descriptor(rule!, 'font-family');
    if (declared === undefined || name(declared) !== name(family)) continue;
    const key = `${descriptor(rule!, 'font-weight') ?? '400'} ${descriptor(rule!, 'font-style') ?? 'normal'}`;
    faces.set(key, [...rule!.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map(([, , url]) => url!));
  }
  return [...faces.values()].flat();
}

/**
 * Builds the app in one language: in a build other than English, each per-language module (the
 * dictionary and its font, the legal pages' content, the console's texts) is replaced by its twin, and
 * the page's `<html lang>` says the language. The English build is left as it is.
 *
 * A language with its own font (Telugu) has its pages preload that font's files, so they come with
 * the stylesheets rather than after the first layout: a machine without the font draws the letters
 * as boxes of another width until it arrives, and the swap moved the text below (CLS 0.054 on /te/).
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
    transformIndexHtml: {
      // After Vite has written the stylesheets: the font files' hashed names are in them.
      order: 'post',
      handler(html, ctx) {
        const { font } = languageOf(lang);
        const sheets = Object.values(ctx.bundle ?? {}).flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : []));
        const files = font ? [...new Set(sheets.flatMap((css) => fontFiles(css, font)))] : [];
        const tags: HtmlTagDescriptor[] = files.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href }, injectTo: 'head' }));
        return { html: html.replace('<html lang="en"', `<html lang="${lang}"`), tags };
      },
    },
  };
}
