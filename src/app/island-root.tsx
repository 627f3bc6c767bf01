import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { contrastVariables, theme } from './theme';

/**
 * What every island renders in, in the build and in the browser alike: Mantine with the app's theme.
 * The page's own render already wrote Mantine's CSS variables and global classes, once, in the HTML,
 * so an island adds no <style> of its own and its render matches its HTML exactly.
 */
export function IslandRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={contrastVariables} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
