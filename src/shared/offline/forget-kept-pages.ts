// The service worker's copies of the pages visited on this device (docs/offline.md): sign-out
// removes them, but the app shells, which are the same for everyone and open any public page offline.
import { appShellAddress } from '../../catalog/public-pages';
import { LANGUAGES } from '../../core/languages';
import { isPagesCache } from '../../offline/offline-rules';

export async function forgetKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const shells = LANGUAGES.map(({ code }) => appShellAddress(code));
  try {
    for (const name of (await caches.keys()).filter(isPagesCache)) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!shells.includes(new URL(request.url).pathname)) await cache.delete(request);
      }
    }
  } catch {
    // Cache Storage refused (some private modes): it kept nothing either.
  }
}
