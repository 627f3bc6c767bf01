// The requests sent offline that this device keeps for WhatsApp (drafts.ts), as the notice that names
// them shows them (unsent-requests-notice.tsx): with their service's title and page, less those put off.
import { entries } from '../catalog/client';
import { tabStorage } from '../shared/browser-storage';
import { tx } from '../shared/i18n/localize';
import { pageHref } from '../shared/islands/page-navigation';
import { PUT_OFF_KEY as LATER_KEY } from '../shared/personal-keys';
import { unsentRequests } from './drafts';

/** The service numbers "Later" hid for the rest of the tab's visit; a request sent offline after that is named again. */
function laterNumbers(): string[] {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(LATER_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export function putOff(numbers: string[]): void {
  try {
    tabStorage()?.setItem(LATER_KEY, JSON.stringify([...laterNumbers(), ...numbers]));
  } catch {
    // no tab storage: they are put off on this page only
  }
}

/** The requests to name here: still in the catalogue, not put off, and not the one whose own page this is (its form opens with it). */
export function unsentRequestsToName(putOffHere: string[] = []) {
  const later = [...laterNumbers(), ...putOffHere];
  return unsentRequests().flatMap((request) => {
    const entry = entries.find((e) => e.id === request.entryId);
    if (!entry || later.includes(request.serviceNumber) || pageHref({ to: entry.route }) === window.location.pathname) return [];
    return [{ ...request, route: entry.route, title: tx(entry.title) }];
  });
}
