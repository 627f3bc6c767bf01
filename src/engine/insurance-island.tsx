import { use } from 'react';
import { PageLocation } from '../shared/layout/page-location';
import { useListing } from '../shared/listing/use-listing';
import { entryModule } from './find-entry';
import { InsurancePage } from './insurance-page';
import { PausedPage } from './paused-page';
import type { EntryIslandProps } from './request-island';

/**
 * /vehicle-insurance as one island, hydrated when the browser is idle: only to show the page paused
 * while an admin has it paused. Its links know the page they are on (an island has no router).
 */
export function InsuranceIsland({ entryId }: EntryIslandProps) {
  const { entry } = use(entryModule(entryId));
  const paused = useListing().paused.has(entry.id);
  return (
    <PageLocation.Provider value={{ pathname: entry.source.route, searchStr: '', hash: '' }}>
      {paused ? <PausedPage entry={entry.source} /> : <InsurancePage entry={entry} />}
    </PageLocation.Provider>
  );
}
