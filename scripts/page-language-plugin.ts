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
export const PER_LANGUAGE_MODULES = ['src/shared/i18n/page-language.ts', 'src/features/legal/content/page-content.ts', 'src/features/admin/admin-texts.ts', 'src/engine/fix-texts.ts', 'src/engine/consent-texts.ts', 'src/engine/guardian-texts.ts', 'src/features/dashboard/nominee-texts.ts', 'src/shared/i18n/data-kind-texts.ts', 'src/shared/i18n/privacy-texts.ts', 'src/shared/i18n/grievance-texts.ts', 'src/features/chat/chat-vocabulary.ts'].map((file) =>
  path.join(ROOT, file),
);

/** The twin of a per-language module for `lang`: page-language.ts → page-language-te.ts. */
export const twinOf = (file: string, lang: Lang): string => file.replace(/\.ts$/, `-${lang}.ts`);

const NAMES = PER_LANGUAGE_MODULES.map((file) => path.basename(file, '.ts'));

/** A file of a font face, and the face's local() sources: the names of a copy the device may have itself. */
export interface FontFile {
  href: string;
  local: string[];
}

/**
 * The files of the @font-face rules of `family` in a built stylesheet, at their addresses, each with
 * its face's local() names: what a page whose language names that font first draws its text with. Of
 * faces of the same weight and style, the one declared last: the browser checks it first, and an
 * earlier one (the whole Telugu font, before its cut to modern Telugu's letters) only for a letter
 * outside its unicode-range.
 */
export function fontFiles(css: string, family: string): FontFile[] {
  const name = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');
  const descriptor = (rule: string, property: string) => new RegExp(`${property}\\s*:\\s*([^;]+)`).exec(rule)?.[1]?.trim();
  const sources = (rule: string, kind: 'url' | 'local') => [...rule.matchAll(new RegExp(`${kind}\\(\\s*(['"]?)([^'")]+)\\1\\s*\\)`, 'g'))].map((m) => m[2]!.trim());
  const faces = new Map<string, FontFile[]>();
  for (const [, rule] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const declared = descriptor(rule!, 'font-family');
    if (declared === undefined || name(declared) !== name(family)) continue;
    const key = `${descriptor(rule!, 'font-weight') ?? '400'} ${descriptor(rule!, 'font-style') ?? 'normal'}`;
    const local = sources(rule!, 'local');
    faces.set(key, sources(rule!, 'url').map((href) => ({ href, local })));
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
 * Each preload names the local() copies of its face (`data-local`): a prerendered page preloads the
 * file only on a device that has none of them (scripts/page-html.ts, fontPreloadsUnlessLocal).
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
        const files = font ? [...new Map(sheets.flatMap((css) => fontFiles(css, font)).map((file) => [file.href, file])).values()] : [];
        const tags: HtmlTagDescriptor[] = files.map(({ href, local }) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href, ...(local.length > 0 && { 'data-local': local.map((n) => `local('${n}')`).join(', ') }) },
          injectTo: 'head',
        }));
        return { html: html.replace('<html lang="en"', `<html lang="${lang}"`), tags };
      },
    },
  };
}
