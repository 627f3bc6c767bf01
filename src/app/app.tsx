import './mantine-styles.css';
// Mantine's CSS variables and global classes for the page language's theme (scripts/mantine-theme-plugin.ts).
import 'virtual:mantine-theme.css';
import './global.css';
import './responsive.css';
// Every page declares the Telugu font and the small cut of it for the word "తెలుగు" (the files say
// when a page downloads them).
import '../shared/i18n/telugu-font.css';
import '../shared/i18n/telugu-name-font.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { replayEarlyInput } from '../shared/early-input/replay-early-input';
import { PageNavigation, type PageTarget } from '../shared/islands/page-navigation';
import { HydrationState } from '../shared/use-hydrated';
import type { AppRouter } from './router';
import { mantineProps } from './page-theme';

/** `hydrating`: the root takes over prerendered HTML (the build's render and the browser's hydration of it). */
export function App({ router, hydrating }: { router: AppRouter; hydrating: boolean }) {
  // Taps and typing the visitor did on the prerendered page before its code ran reach the app.
  useEffect(() => {
    replayEarlyInput();
  }, []);
  // The pages' links (PageLink) navigate inside the app, without a page load.
  const navigate = ({ to, search, hash }: PageTarget) => void router.navigate({ to, search, hash } as Parameters<AppRouter['navigate']>[0]);
  return (
    <MantineProvider {...mantineProps}>
      <HydrationState hydrating={hydrating}>
        <PageNavigation.Provider value={navigate}>
          <RouterProvider router={router} />
        </PageNavigation.Provider>
      </HydrationState>
    </MantineProvider>
  );
}
