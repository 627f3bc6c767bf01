import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { LANGUAGES, languageOf } from '../core/languages';
import { pageLanguage } from '../shared/i18n/page-language';

// The page language's font first, then the system's, then every language's font as a fallback.
const pageFont = languageOf(pageLanguage).font;
const fallbackFonts = LANGUAGES.flatMap(({ font }) => (font ? [font] : []));

/** The portal's Mantine theme: the whole-page app (app.tsx) and every island (island-root.tsx) use it. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above the 4.5:1 contrast WCAG AA asks for.
  primaryShade: 8,
  autoContrast: true,
  // Telugu pages name their Telugu font first: it covers Telugu letters only (its unicode-range), so
  // Latin text still takes the system font, while a system font that claims Telugu without real
  // glyphs (DejaVu Sans does on some Linux phones and test machines) can no longer show boxes.
  fontFamily: [...(pageFont ? [pageFont] : []), 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans"', ...fallbackFonts, 'sans-serif'].join(', '),
  headings: { fontFamily: 'inherit' },
});

// Mantine's dimmed grey and error red are below 4.5:1 on white; darker shades pass WCAG AA.
export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
