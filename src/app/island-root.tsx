import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { mantineProps } from './page-theme';

/**
 * What every island renders in, in the build and in the browser alike: Mantine with the app's theme,
 * adding no <style> of its own (page-theme.ts), so its render matches its HTML exactly.
 */
export function IslandRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider {...mantineProps} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
