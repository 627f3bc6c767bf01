import { createRoute, lazyRouteComponent, notFound, useLoaderData, useSearch } from '@tanstack/react-router';
import { loadEntryForPath } from '../engine/find-entry';
import { tx } from '../shared/i18n/localize';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// Every catalogue page is served by these four routes: the path is looked up in the catalogue, so a
// new YAML entry needs no route file. The page code (and rjsf) is split from the main bundle.
const RequestPage = lazyRouteComponent(() => import('../engine/request-page'), 'RequestPage');

type EntryPath = '/services/$serviceId' | '/rto-assistance/$serviceId' | '/vehicle-services/$serviceId' | '/vehicle-insurance';

const entryRoute = <TPath extends EntryPath>(path: TPath, shell = true) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { shell },
    validateSearch: prefillSearch,
    loader: async ({ location }) => {
      const module = await loadEntryForPath(location.pathname);
      if (!module) throw notFound();
      return module;
    },
    head: ({ loaderData }) => (loaderData ? pageHead(tx(loaderData.entry.source.title), tx(loaderData.entry.source.description)) : {}),
    component: () => <EntryRoute from={path} />,
  });

/** Reads the loader's data and the search through the router's types: a change to either is a type error here. */
function EntryRoute({ from }: { from: EntryPath }) {
  const module = useLoaderData({ from });
  const search = useSearch({ from });
  return <RequestPage module={module} search={search} />;
}

export const serviceEntryRoute = entryRoute('/services/$serviceId');
export const rtoEntryRoute = entryRoute('/rto-assistance/$serviceId');
export const partnerEntryRoute = entryRoute('/vehicle-services/$serviceId');
export const insuranceRoute = entryRoute('/vehicle-insurance', false);

/** Keeps short string values only (?vehicleNumber=AP39BJ1234 pre-fills that field); a bad query never errors. */
function prefillSearch(search: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search).filter((e): e is [string, string] => /^[a-z][A-Za-z0-9]{0,40}$/.test(e[0]) && typeof e[1] === 'string' && e[1].length <= 200),
  );
}
