import { PageLocation, type PageAddress } from './page-location';
import { SiteHeader } from './site-header';

/** The site header as an island: the page's address (for the language switch) comes in its props. */
export function HeaderIsland({ location }: { location: PageAddress }) {
  return (
    <PageLocation.Provider value={location}>
      <SiteHeader />
    </PageLocation.Provider>
  );
}
