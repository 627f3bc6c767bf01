// The browser entry of an islands page (a route with `staticData.islands`, docs/architecture.md,
// "Islands"): instead of the whole-page app, it hydrates each `[data-island]` of the prerendered HTML
// as its own React root, when one of its triggers wakes it; the rest of the page stays the HTML it is.
import { LANGUAGES, pathInLanguage } from './core/languages';
import { hasPending } from './engine/pending-requests';
import { replayEarlyInput } from './shared/early-input/replay-early-input';
import { rememberLanguage } from './shared/i18n/language-choice';

// What the visitor tapped or typed before an island's code ran is handed to it once it is live
// (replay-early-input.ts); an island still waiting is woken by it.
replayEarlyInput();
// The islands' triggers come in a second module, only on a page that has islands (the build preloads
// it there); React DOM comes later still, when the first island is woken (src/app/wake-islands.ts).
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
if (islands.length > 0) void import('./app/wake-islands').then((m) => m.wakeIslands(islands));

// The language links outside the islands (the static HTML) remember the choice for the next visit.
// Every language link was built for the page's bare address, so it takes this visit's path, query
// and section along (/#contact → /te/#contact; /f/<code>, whose one page was built as /f, → /te/f/<code>),
// as the whole-page app's switch does.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[hreflang]');
  const language = LANGUAGES.find(({ code }) => code === link?.getAttribute('hreflang'));
  if (!link || !language) return;
  rememberLanguage(language.code);
  const target = new URL(link.href);
  if (!target.search && !target.hash) link.href = `${pathInLanguage(location.pathname, language.code)}${location.search}${location.hash}`;
});

// Requests that could not be recorded on an earlier page (offline) go out now, and whenever the connection returns.
const sendPending = () => {
  if (hasPending()) void import('./engine/record-request').then((m) => m.sendPendingRequests());
};
sendPending();
window.addEventListener('online', sendPending);
// Visited pages and their forms stay readable offline (docs/offline.md).
if ('serviceWorker' in navigator) void import('./shared/offline/offline-support').then((m) => m.startOfflineSupport());
// A sign-out in another tab clears this tab's drafts and any form open here (docs/offline.md).
void import('./shared/listen-for-person-left');
