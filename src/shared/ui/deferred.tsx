import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/**
 * A lazily loaded block below the fold. The placeholder keeps roughly the block's height so that
 * what follows (an #about the header scrolls to) does not jump when the code arrives.
 */
export function Deferred({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return <Suspense fallback={<Box mih={minHeight} aria-busy="true" />}>{children}</Suspense>;
}
