import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import type { Lang } from '../src/core/languages.ts';
import { contrastVariables, portalTheme } from '../src/app/theme.ts';

const ID = 'virtual:mantine-theme.css';
const RESOLVED = `\0${ID}`;

/**
 * The CSS Mantine writes for the portal's theme in `lang` (its variables, after our contrast
 * resolver, and its global classes), as the stylesheet module `virtual:mantine-theme.css`: every page
 * links it and the browser caches it, where Mantine's providers would put the same ~4.6 KB into a
 * <style> in every page's HTML (~0.7 KB compressed, enough to take a page's HTML past what arrives in
 * a connection's first round trip). Mantine renders it itself, so it stays what Mantine would write.
 */
export function mantineThemePlugin(lang: Lang): Plugin {
  return {
    name: 'mantine-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const markup = renderToStaticMarkup(createElement(MantineProvider, { theme: portalTheme(lang), cssVariablesResolver: contrastVariables, children: null }));
      const sheets = [...markup.matchAll(/<style data-mantine-styles="[^"]*">([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      if (sheets.length !== 2) throw new Error(`Mantine wrote ${sheets.length} <style> elements for the theme, expected its variables and its classes`);
      return sheets.join('\n');
    },
  };
}
