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

/**
 * Answers the form view's request record in the page itself: for specs that send many times to test
 * the WhatsApp text, so they do not spend the one test address's hourly allowance of records that
 * the specs about recording (requests.spec.ts) rely on.
 */
export async function answerRecordsLocally(page: Page): Promise<void> {
  await page.route('**/api/requests', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ status: 'waiting' }) }) : route.fallback(),
  );
}
