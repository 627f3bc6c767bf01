/**
 * Mantine's `lg` breakpoint (75em): from here the header's whole navigation fits on one line (the
 * bar); below it, a menu button. Read by the header and by the islands entry, which hydrates the
 * header at once only where the bar is shown (src/app/island-triggers.ts).
 */
export const WIDE_SCREEN = '(min-width: 75em)';
