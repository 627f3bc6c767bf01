// Registers the service worker (/sw.js, src/offline/service-worker.ts) once the page has loaded and
// the main thread is idle, so it never competes with the first paint or hydration, then asks it to
// keep this page and its language's core for offline reading (docs/offline.md), and the other
// languages' cores on a fast connection only (each is ~0.5 MB gzip). With Data Saver on, only the
// pages visited are kept, not the core. Not in `npm run dev` (Vite serves no sw.js there).
import { whenIdle } from '../when-idle';

export interface SavingConnection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Which cores the worker fetches: none under Data Saver; the page's language's always else; the
 * other languages' only on a fast connection. A browser that does not say how fast it is (no
 * Network Information API) is taken as fast.
 */
export function coresToKeep(connection: SavingConnection | undefined): { core: boolean; otherLanguages: boolean } {
  const saveData = connection?.saveData === true;
  const fast = connection?.effectiveType === undefined || connection.effectiveType === '4g';
  return { core: !saveData, otherLanguages: !saveData && fast };
}

export function startOfflineSupport(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const connection = (navigator as Navigator & { connection?: SavingConnection }).connection;
        registration.active?.postMessage({ type: 'KEEP_OFFLINE', page: window.location.pathname, ...coresToKeep(connection) });
      })
      .catch(() => {
        // No worker (private mode, a browser that refuses it): the site works online as before.
      });
  };
  const registerWhenIdle = () => whenIdle(register, { timeout: 5000, fallback: 2000 });
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
