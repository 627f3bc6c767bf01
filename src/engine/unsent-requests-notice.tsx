import { Anchor, List, Paper, Text } from '@mantine/core';
import { useContext, useEffect, useReducer, useRef, useState } from 'react';
import { t } from '../shared/i18n/t';
import { PageLink } from '../shared/islands/page-link';
import { PageLocation } from '../shared/layout/page-location';
import { useHydrated } from '../shared/use-hydrated';
import { claimDraft, clearDraft, KEPT_DAYS } from './drafts';
import { changesUnsent } from './drafts-present';
import { EarlierRequest } from './earlier-request';
import { dropPendingNumber } from './pending-requests';
import { putOff, unsentRequestsToName } from './unsent-requests';

/**
 * A request sent offline goes to WhatsApp only from its form, and its tab may be long closed when the
 * connection returns (the queue records it for tracking; nothing tells the team what it asks). So every
 * page with the site's header names each request this device still keeps (drafts.ts), with a link to
 * its form, which opens with its answers and number. It sits over the foot of the screen, so nothing
 * on the page moves when it appears; "Later" puts it off for this tab, and "Delete" drops a request as
 * its form's "Clear form" does: its answers leave the phone, and a record not yet sent is never sent.
 * One kept in an earlier browser session may be someone else's on a shared phone: it is named by its
 * service only, behind "Is this your request?", until the visitor says it is theirs.
 */
export function UnsentRequestsNotice() {
  const hydrated = useHydrated();
  // In the client app the router changes the page without a load: reading its location renders the
  // notice again then (an island's page never changes; it reads the address itself).
  useContext(PageLocation);
  // Also held here, for a browser without tab storage.
  const [putOffHere, setPutOffHere] = useState<string[]>([]);
  const [, storageChanged] = useReducer((n: number) => n + 1, 0);
  // Another tab sends one offline, sends one on WhatsApp or deletes one, or someone signs out: the notice follows.
  useEffect(() => {
    const changed = (event: StorageEvent) => {
      if (changesUnsent(event.key)) storageChanged();
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, []);
  const region = useRef<HTMLDivElement>(null);
  // The button just tapped is gone once the notice changes: the keyboard's place moves to what is left
  // of the notice, or to the page, not back to the top of the document.
  const keepFocus = () =>
    requestAnimationFrame(() => {
      if (document.activeElement !== document.body) return;
      (region.current ?? document.getElementById('main'))?.focus({ preventScroll: true });
    });
  const requests = hydrated ? unsentRequestsToName(putOffHere) : [];
  if (requests.length === 0) return null;
  const mine = requests.filter((request) => !request.earlier);
  const remove = (request: (typeof requests)[number]) => {
    clearDraft(request.entryId);
    dropPendingNumber(request.serviceNumber);
    storageChanged();
    keepFocus();
  };
  return (
    <Paper ref={region} tabIndex={-1} role="region" aria-label={t('unsent.title')} shadow="md" withBorder p="sm" radius="md" pos="fixed" bottom={12} left={12} right={12} maw={480} mx="auto" style={{ zIndex: 300 }} data-testid="unsent-requests">
      <Text fw={700} mb={4}>
        {t('unsent.title')}
      </Text>
      {mine.length > 0 && (
        <Text size="sm" mb="xs">
          {t(mine.length === 1 ? 'unsent.text' : 'unsent.textMany', { days: KEPT_DAYS })}
        </Text>
      )}
      <List size="sm" spacing={4} mb="xs">
        {requests.map((request) => (
          <List.Item key={request.entryId} data-testid={request.earlier ? 'earlier-request' : undefined}>
            {request.earlier ? (
              <EarlierRequest
                service={request.title}
                onMine={() => {
                  claimDraft(request.entryId);
                  storageChanged();
                  keepFocus();
                }}
                onRemove={() => remove(request)}
              />
            ) : (
              <>
                <Anchor component={PageLink} to={request.route} fw={600}>
                  {request.title}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed" ff="monospace">
                  {request.serviceNumber}
                </Text>{' '}
                <Anchor component="button" type="button" size="sm" c="red.8" aria-label={t('unsent.deleteOne', { service: request.title })} onClick={() => remove(request)}>
                  {t('unsent.delete')}
                </Anchor>
              </>
            )}
          </List.Item>
        ))}
      </List>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          const numbers = requests.map((request) => request.serviceNumber);
          putOff(numbers);
          setPutOffHere((earlier) => [...earlier, ...numbers]);
          keepFocus();
        }}
      >
        {t('unsent.later')}
      </Anchor>
    </Paper>
  );
}
