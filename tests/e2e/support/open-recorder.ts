import type { Page } from '@playwright/test';

// Records window.open calls instead of opening WhatsApp or a partner site (this machine has no network);
// the test asserts the URL and the target the page asked for. By default the browser "blocks" the
// new tab (window.open returns null); `allow` hands back a stand-in tab, as a browser that allows it.
export async function recordWindowOpen(page: Page, { allow = false }: { allow?: boolean } = {}) {
  await page.addInitScript((allowed) => {
    const calls: [string, string, string][] = [];
    Object.defineProperty(window, '__opened', { value: calls });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push([String(url), String(target), features ?? '']);
      return allowed ? ({ opener: window } as unknown as Window) : null;
    };
  }, allow);
}

export async function openedCalls(page: Page): Promise<[string, string, string][]> {
  return page.evaluate(() => (window as unknown as { __opened: [string, string, string][] }).__opened);
}
