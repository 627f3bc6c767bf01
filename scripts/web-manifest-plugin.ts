import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import YAML from 'yaml';
import type { Lang } from '../src/core/languages.ts';
import { localize, type Text } from '../src/core/text.ts';

/** The names under the icon on a phone's home screen, where a dozen letters show; English for a language without its own. */
const SHORT_NAME: Text = { en: 'AP Vehicle Assist', te: 'AP వాహన సహాయం' };
const THEME_COLOR = '#1971c2';

/** The web app manifest of one language's site: its name from catalog/site.yaml, its start page, the icons of public/. */
export function webManifest(lang: Lang, base: string, catalogDir = path.resolve(import.meta.dirname, '../catalog')): Record<string, unknown> {
  const site = YAML.parse(fs.readFileSync(path.join(catalogDir, 'site.yaml'), 'utf8')) as { name: Record<string, string> };
  return {
    id: base,
    name: site.name[lang] ?? site.name.en,
    short_name: localize(SHORT_NAME, lang),
    lang,
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    // Relative to the manifest's own address, so /te/manifest.webmanifest finds /te/icon-192.png.
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The tab's icon: public/favicon.svg written into the page as a data: address, so a page's first
 * screen waits on no request but its HTML and CSS (the file stays for the manifest's PNGs, made from it).
 */
export function inlineIcon(publicDir = path.resolve(import.meta.dirname, '../public')): string {
  const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
  // Only what an address or the HTML attribute cannot carry is escaped.
  return `data:image/svg+xml,${svg.replace(/["#%<>\n]/g, encodeURIComponent)}`;
}

/**
 * Each language's build writes its own manifest.webmanifest (English at /, Telugu at /te/ with the
 * Telugu name and /te/ as its start page) and links it from every page, so "Add to Home screen"
 * names the portal in the language of the page it was added from. Every page also gets the tab's
 * icon, inline (inlineIcon).
 */
export function webManifestPlugin(lang: Lang, catalogDir?: string): Plugin {
  let base = '/';
  return {
    name: 'portal-web-manifest',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: inlineIcon() }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` }, injectTo: 'head' },
      ];
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: `${JSON.stringify(webManifest(lang, base, catalogDir), null, 2)}\n` });
    },
  };
}
