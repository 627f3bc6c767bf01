import './mantine-styles.css';
import './global.css';
// Every page declares the Telugu font and the small cut of it for the word "తెలుగు" (the files say
// when a page downloads them).
import '../shared/i18n/telugu-font.css';
import '../shared/i18n/telugu-name-font.css';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { replayEarlyInput } from '../shared/early-input/replay-early-input';
import type { AppRouter } from './router';
import { LANGUAGES, languageOf } from '../core/languages';
import { pageLanguage } from '../shared/i18n/page-language';

// The page language's font first, then the system's, then every language's font as a fallback.
const pageFont = languageOf(pageLanguage).font;
const fallbackFonts = LANGUAGES.flatMap(({ font }) => (font ? [font] : []));

const theme = createTheme({
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
const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

export function App({ router }: { router: AppRouter }) {
  // Taps and typing the visitor did on the prerendered page before its code ran reach the app.
  useEffect(() => {
    replayEarlyInput();
  }, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={contrastVariables}>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
