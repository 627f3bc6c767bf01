// The service worker's copies of the pages visited on this device (docs/offline.md): sign-out
// removes them, but the app shells, which are the same for everyone and open any public page offline.
import { appShellAddress } from '../../catalog/public-pages';
import { LANGUAGES } from '../../core/languages';
import { isPagesCache } from '../../offline/offline-rules';

export async function forgetKeptPages(): Promise<void> {
  const shells = LANGUAGES.map(({ code }) => appShellAddress(code));
  await forgetKeptPagesWhere((path) => !shells.includes(path));
}

/** The kept copies of the pages whose path (the worker keeps none with a query) matches. */
export async function forgetKeptPagesWhere(matches: (path: string) => boolean): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of (await caches.keys()).filter(isPagesCache)) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (matches(new URL(request.url).pathname)) await cache.delete(request);
      }
    }
  } catch {
    // Cache Storage refused (some private modes): it kept nothing either.
  }
}
