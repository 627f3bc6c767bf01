import { createRoute, lazyRouteComponent, notFound, useLoaderData } from '@tanstack/react-router';
import { loadEntryForPath } from '../engine/find-entry';
import { tx } from '../shared/i18n/localize';
import { pageHead } from './page-head';
import { rootRoute } from './root';
import { routeComponent } from './route-component';

// Every catalogue page is served by these four routes: the path is looked up in the catalogue, so a
// new YAML entry needs no route file. The page code (and rjsf) is split from the main bundle. Each is
// an islands page: its header is static HTML, the request island reads the address's query itself.
const RequestPage = lazyRouteComponent(() => import('../engine/request-page'), 'RequestPage');

type EntryPath = '/services/$serviceId' | '/rto-assistance/$serviceId' | '/vehicle-services/$serviceId' | '/vehicle-insurance';

const entryRoute = <TPath extends EntryPath>(path: TPath, shell = true) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { shell, islands: true },
    loader: async ({ location }) => {
      const module = await loadEntryForPath(location.pathname);
      if (!module) throw notFound();
      return module;
    },
    head: ({ loaderData }) => (loaderData ? pageHead(tx(loaderData.entry.source.title), tx(loaderData.entry.source.description)) : {}),
    component: routeComponent(() => <EntryRoute from={path} />, RequestPage),
  });

/** Reads the loader's data through the router's types: a change to it is a type error here. */
function EntryRoute({ from }: { from: EntryPath }) {
  return <RequestPage module={useLoaderData({ from })} />;
}

export const serviceEntryRoute = entryRoute('/services/$serviceId');
export const rtoEntryRoute = entryRoute('/rto-assistance/$serviceId');
export const partnerEntryRoute = entryRoute('/vehicle-services/$serviceId');
export const insuranceRoute = entryRoute('/vehicle-insurance', false);
