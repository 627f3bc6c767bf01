import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { hasPending } from './engine/pending-requests';
import { listenForMenu } from './shared/layout/menu-panel';

const container = document.getElementById('root');
if (container) void start(container);
// The header's phone menu opens and closes without React (menu-panel.ts).
listenForMenu();
// A sign-out in another tab clears this tab's drafts and any form open here (docs/offline.md).
void import('./shared/listen-for-person-left');
// Requests that could not be recorded on an earlier page (offline) go out now, without holding up
// this page, and again whenever the connection returns.
const sendPending = () => {
  if (hasPending()) void import('./engine/record-request').then((m) => m.sendPendingRequests());
};
sendPending();
window.addEventListener('online', sendPending);
// Visited pages and their forms stay readable offline (docs/offline.md); its code is not needed to paint or hydrate.
if ('serviceWorker' in navigator) void import('./shared/offline/offline-support').then((m) => m.startOfflineSupport());

/**
 * A page the build rendered for this very address is hydrated: the router first loads what the
 * build's render had (the page's code and catalogue entry), so the first render matches the HTML.
 * With a query (which a page may read: ?serviceNumber=, ?redirect=), on the 404 page and in the app
 * shell the page is rendered afresh; React replaces the HTML only when its own is ready.
 */
async function start(element: HTMLElement) {
  const router = createAppRouter();
  const app = (hydrating: boolean) => (
    <StrictMode>
      <App router={router} hydrating={hydrating} />
    </StrictMode>
  );
  // The Telugu home page is /te/; a host may answer it at /te too: the same page.
  const trimmed = (path = '') => path.replace(/(.)\/+$/, '$1');
  if (trimmed(element.dataset.prerendered) === trimmed(window.location.pathname) && window.location.search === '') {
    await router.load();
    // Marks the router as hydrating server HTML: it then renders the same boundaries as the build did.
    router.ssr = { manifest: undefined };
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint and
    // answer taps in between, instead of one long task that blocks a cheap phone's main thread.
    startTransition(() => {
      hydrateRoot(element, app(true));
    });
  } else {
    // The route's code and the signed-in check first: React's first render then replaces what #root
    // shows (the app shell's loading notice, the 404 page) with the page, not with a blank screen.
    await router.load();
    createRoot(element).render(app(false));
  }
}
