// "Remove my details from this phone", offered once a request has gone to WhatsApp: its draft, the
// copy kept for WhatsApp and the service worker's copies of its form's page (in every language) leave
// the device, so the next person on a shared phone finds nothing of it (docs/offline.md). The record
// still waiting for the connection, if any, stays: it is what lets the person track the request.
import { pathWithoutLanguage } from '../core/languages';
import { clearDraft } from './drafts';

export async function forgetRequestOnDevice(entry: { id: string; route: string }): Promise<void> {
  clearDraft(entry.id);
  // Fetched only now: the form's own code never needs the worker's caches.
  const { forgetKeptPagesWhere } = await import('../shared/offline/forget-kept-pages');
  await forgetKeptPagesWhere((path) => pathWithoutLanguage(path) === entry.route);
}
