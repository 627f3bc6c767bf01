import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { LANGUAGES, languageOf, type Lang } from '../core/languages.ts';

// Every language's font, after the system's, as a fallback.
const fallbackFonts = LANGUAGES.flatMap(({ font }) => (font ? [font] : []));

/**
 * The portal's Mantine theme for pages in `lang`: the whole-page app and every island use the page
 * language's (page-theme.ts), and the build writes its CSS variables into the stylesheet
 * (scripts/mantine-theme-plugin.ts).
 */
export function portalTheme(lang: Lang) {
  const pageFont = languageOf(lang).font;
  return createTheme({
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
}

// Mantine's dimmed grey and error red are below 4.5:1 on white; darker shades pass WCAG AA.
export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
