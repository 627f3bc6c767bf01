import type { Page } from '@playwright/test';

// Records window.open calls instead of opening WhatsApp or a partner site (this machine has no network);
// the test asserts the URL and the window features the page asked for.
export async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: [string, string, string][] = [];
    Object.defineProperty(window, '__opened', { value: calls });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push([String(url), String(target), String(features)]);
      return null;
    };
  });
}

export async function openedCalls(page: Page): Promise<[string, string, string][]> {
  return page.evaluate(() => (window as unknown as { __opened: [string, string, string][] }).__opened);
}
