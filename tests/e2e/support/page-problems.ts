// What a page reports that no visitor should cause: console errors and warnings, uncaught errors.
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Playwright's own notice that it blocked the service worker (`serviceWorkers: 'block'` in
 * playwright.config.ts; tests/e2e/offline.spec.ts is where the worker runs): not the page's doing.
 */
export const isPlaywrightNotice = (text: string) => text === 'Service Worker registration blocked by Playwright';

/** Collects them from now on, except the signed-out answer of the session check and Playwright's notice. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.location().url.endsWith('/api/auth/me') || /status of 401/.test(message.text()) || isPlaywrightNotice(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Text as React writes it into HTML. */
export const asHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
