import { createTheme, darken, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type VariantColorsResolver } from '@mantine/core';
import { LANGUAGES, languageOf, type Lang } from '../core/languages.ts';

// Every language's font, after the system's, as a fallback.
const fallbackFonts = LANGUAGES.flatMap(({ font }) => (font ? [font] : []));

/**
 * The portal's Mantine theme for pages in `lang`: the whole-page app and every island use the page
 * language's (page-theme.ts), and the build writes its CSS variables into the stylesheet
 * (scripts/mantine-theme-plugin.ts).
 */
// A shade-9 filled button (the send buttons' teal.9) hovers at shade 8 by Mantine's default, which
// takes its white text below 4.5:1 (teal 8: 3.9:1) under a mouse: it hovers darker instead.
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled' || !input.color?.endsWith('.9')) return colors;
  return { ...colors, hover: darken(parseThemeColor({ color: input.color, theme: input.theme }).value, 0.15) };
};

export function portalTheme(lang: Lang) {
  const pageFont = languageOf(lang).font;
  return createTheme({
    primaryColor: 'blue',
    // Shade 8 keeps white text on filled buttons above the 4.5:1 contrast WCAG AA asks for.
    primaryShade: 8,
    autoContrast: true,
    variantColorResolver,
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
