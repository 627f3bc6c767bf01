import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

// Playwright's context.setOffline emulates a lost connection through DevTools
// (Network.emulateNetworkConditions). Chromium 147, the one packaged with `npm ci`, cuts the network
// but does not carry the emulated state into a document loaded while it is on: there
// navigator.onLine is true, so a form sends as if online, and no 'online' event comes when the
// emulation ends. Chromium 156 does, and so does 147 when the network is really gone (its only
// interface taken down: navigator.onLine false in every new document, 'online' in each when it
// returns), as on a phone. So a page opened offline is told its state through a DevTools session of
// its own (Network.overrideNetworkState: navigator.onLine only, the network stays the context's).

const sessions = new WeakMap<BrowserContext, Map<Page, CDPSession>>();

/** After a page was opened or reloaded offline: it knows it is offline, as a phone's page does. */
export async function seesOffline(page: Page): Promise<void> {
  const context = page.context();
  const ofContext = sessions.get(context) ?? new Map<Page, CDPSession>();
  sessions.set(context, ofContext);
  const session = ofContext.get(page) ?? (await context.newCDPSession(page));
  ofContext.set(page, session);
  await session.send('Network.overrideNetworkState', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

/** The connection returns, and every page gets the 'online' event a phone's page gets. */
export async function restoreConnection(context: BrowserContext): Promise<void> {
  // The network first: a page told it is online before would send while still cut off.
  await context.setOffline(false);
  for (const [page, session] of sessions.get(context) ?? []) {
    if (!page.isClosed()) await session.send('Network.overrideNetworkState', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }
  sessions.delete(context);
}
