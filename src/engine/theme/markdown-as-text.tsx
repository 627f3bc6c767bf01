import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx` in the browser build (see vite.config.ts): rjsf imports it for
 * descriptions only when a uiSchema turns on `enableMarkdownInDescription`, which the catalogue
 * compiler never does, and for its own developer error notes. Shown as plain text, that saves
 * ~29 KB gzip on every form view.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
