import { Box, getSpacing, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';
/** A value on the smallest screen, and from each breakpoint on where it changes. */
type ByWidth<T> = { base: T } & Partial<Record<Breakpoint, T>>;

interface ResponsiveGridProps extends BoxProps {
  cols: number | ByWidth<number>;
  /** The gap between columns and between rows. */
  spacing: MantineSpacing | ByWidth<MantineSpacing>;
  component?: 'div' | 'ul' | 'dl';
  /** Typed as for a div, whichever element it renders (as Mantine types SimpleGrid's). */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
  'aria-label'?: string;
}

const BREAKPOINTS: Breakpoint[] = ['xs', 'sm', 'md', 'lg'];
const byWidth = <T extends string | number>(value: T | ByWidth<T>): ByWidth<T> => (typeof value === 'object' ? value : { base: value });

/**
 * SimpleGrid's columns from the stylesheet every page links (src/app/responsive.css): SimpleGrid
 * writes a <style> element into the page for each grid, as Mantine does for every responsive style
 * prop, and each one the HTML parser meets is a new stylesheet for the browser to apply
 * (docs/architecture.md, "No <style> in the page").
 */
export function ResponsiveGrid({ cols, spacing, component = 'div', className, style, children, ...others }: ResponsiveGridProps) {
  const columns = byWidth(cols);
  const gap = byWidth(spacing);
  const properties: Record<string, string | number | undefined> = { '--grid-cols': columns.base, '--grid-gap': getSpacing(gap.base) };
  for (const width of BREAKPOINTS) {
    properties[`--grid-cols-${width}`] = columns[width];
    properties[`--grid-gap-${width}`] = gap[width] === undefined ? undefined : getSpacing(gap[width]);
  }
  return (
    <Box component={component as 'div'} className={`responsive-grid ${className ?? ''}`.trim()} style={[properties as CSSProperties, style]} {...others}>
      {children}
    </Box>
  );
}
