import { Anchor, List, Paper, Text } from '@mantine/core';
import { useContext, useState } from 'react';
import { entries } from '../catalog/client';
import { tabStorage } from '../shared/browser-storage';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { PageLink } from '../shared/islands/page-link';
import { pageHref } from '../shared/islands/page-navigation';
import { PageLocation } from '../shared/layout/page-location';
import { useHydrated } from '../shared/use-hydrated';
import { clearDraft, KEPT_DAYS, unsentRequests } from './drafts';
import { dropPendingNumber } from './pending-requests';

/** "Later" hides these service numbers for the rest of the tab's visit; a request sent offline after that is named again. */
const LATER_KEY = 'unsentLater';

function laterNumbers(): string[] {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(LATER_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function putOff(numbers: string[]): void {
  try {
    tabStorage()?.setItem(LATER_KEY, JSON.stringify([...laterNumbers(), ...numbers]));
  } catch {
    // no tab storage: the notice is hidden on this page only
  }
}

/** The requests to name here: still in the catalogue, not put off, and not the one whose own page this is (its form opens with it). */
export function unsentRequestsToName() {
  const later = laterNumbers();
  return unsentRequests().flatMap((request) => {
    const entry = entries.find((e) => e.id === request.entryId);
    if (!entry || later.includes(request.serviceNumber) || pageHref({ to: entry.route }) === window.location.pathname) return [];
    return [{ ...request, route: entry.route, title: tx(entry.title) }];
  });
}

/**
 * A request sent offline goes to WhatsApp only from its form, and its tab may be long closed when the
 * connection returns (the queue records it for tracking; nothing tells the team what it asks). So every
 * page with the site's header names each request this device still keeps (drafts.ts), with a link to
 * its form, which opens with its answers and number. It sits over the foot of the screen, so nothing
 * on the page moves when it appears; "Later" puts it off for this tab, and "Delete" drops a request as
 * its form's "Clear form" does: its answers leave the phone, and a record not yet sent is never sent.
 */
export function UnsentRequestsNotice() {
  const hydrated = useHydrated();
  // In the client app the router changes the page without a load: reading its location renders the
  // notice again then (an island's page never changes; it reads the address itself).
  useContext(PageLocation);
  const [putOffNow, setPutOffNow] = useState(false);
  const [, setDeleted] = useState(0);
  const requests = hydrated && !putOffNow ? unsentRequestsToName() : [];
  if (requests.length === 0) return null;
  return (
    <Paper role="region" aria-label={t('unsent.title')} shadow="md" withBorder p="sm" radius="md" pos="fixed" bottom={12} left={12} right={12} maw={480} mx="auto" style={{ zIndex: 300 }} data-testid="unsent-requests">
      <Text fw={700} mb={4}>
        {t('unsent.title')}
      </Text>
      <Text size="sm" mb="xs">
        {t(requests.length === 1 ? 'unsent.text' : 'unsent.textMany', { days: KEPT_DAYS })}
      </Text>
      <List size="sm" spacing={4} mb="xs">
        {requests.map((request) => (
          <List.Item key={request.entryId}>
            <Anchor component={PageLink} to={request.route} fw={600}>
              {request.title}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed" ff="monospace">
              {request.serviceNumber}
            </Text>{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="red.8"
              aria-label={t('unsent.deleteOne', { service: request.title })}
              onClick={() => {
                clearDraft(request.entryId);
                dropPendingNumber(request.serviceNumber);
                setDeleted((n) => n + 1);
              }}
            >
              {t('unsent.delete')}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          putOff(requests.map((request) => request.serviceNumber));
          setPutOffNow(true);
        }}
      >
        {t('unsent.later')}
      </Anchor>
    </Paper>
  );
}
