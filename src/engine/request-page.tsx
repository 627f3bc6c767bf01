import { Container } from '@mantine/core';
import type { EntryModule } from '../catalog/client';
import { Island } from '../shared/islands/island';
import { DataNotice } from './data-notice';
import { InsuranceIsland } from './insurance-island';
import { PageHeader } from './page-header';
import { RequestIsland } from './request-island';

/**
 * A start view is text and one button until the visitor touches it; the island wakes at once only
 * for what the HTML (a first visit) cannot show: a draft of this tab or the address's pre-fill, and
 * the notice while an admin has the entry paused. A page that opens on its form wakes at load.
 */
const REQUEST_TRIGGERS = ['interaction', 'saved-state', 'listing-changes'] as const;

/**
 * The one page every catalogue entry renders with: its header (static HTML), then the request island
 * (start view → form view, or a notice while an admin has the entry paused), then what sending keeps
 * (static HTML: its texts never load with the island's code, and it stays under the form). /vehicle-insurance,
 * which has no form, is one island hydrated only to show it paused. On an islands page only the
 * islands hydrate (docs/architecture.md, "Islands").
 */
export function RequestPage({ module }: { module: EntryModule }) {
  const { entry, loadValidator } = module;
  if (entry.kind === 'insurance' || !entry.form || !loadValidator) {
    return <Island name="insurance" component={InsuranceIsland} props={{ entryId: entry.id }} hydrate="listing-changes" />;
  }
  return (
    <Container size="sm" py="lg" px="md">
      <PageHeader entry={entry.source} />
      <Island name="request" component={RequestIsland} props={{ entryId: entry.id }} hydrate={entry.start === 'none' ? 'load' : REQUEST_TRIGGERS} />
      <DataNotice partner={entry.kind === 'partner'} />
    </Container>
  );
}
