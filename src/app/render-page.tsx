// The build's server side (scripts/build.ts runs it in Node): renders one public page with the very
// components the browser uses, over a memory history, so the HTML is the complete page.
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { FormSkeletonTemplate } from '../engine/form-skeleton-template';
import { RequestIsland, type EntryIslandProps } from '../engine/request-island';
import { ISLAND_SLOT, IslandSlots, type RenderedIsland } from '../shared/islands/island';
import { islandIdPrefix } from '../shared/islands/island-id';
import { site } from '../catalog/client';
import { tx } from '../shared/i18n/localize';
import { App } from './app';
import { APP_SHELL_HEAD, AppShellLoading } from './app-shell-loading';
import { IslandRoot } from './island-root';
import { createAppRouter } from './router';
import { mantineProps } from './page-theme';

export interface RenderedPage {
  /** 404 when no route or catalogue entry has the path (the not-found page). */
  status: 200 | 404;
  /** The markup inside #root, with the page's title, meta and link tags first (React hoists them). */
  html: string;
  /** The page's islands in page order, when its route hydrates island by island (`staticData.islands`); else null. */
  islands: { name: string; hydrate: string; props: object }[] | null;
}

/** React's mark of a part it could not render on the server and left to the browser. */
const CLIENT_RENDERED = '<!--$!-->';
// Time, not a count of tries: on a busy machine a lazy module can take seconds to load, and a part
// still loading when the wait ends fails the build.
const LAZY_PARTS_WAIT_MS = 20_000;

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  await router.load();
  const notFound = router.state.matches.some((m) => m.status === 'notFound' || m._notFound);
  if (!router.state.matches.some((m) => m.staticData.islands)) {
    return { status: notFound ? 404 : 200, html: await renderComplete(path, () => <App router={router} hydrating />), islands: null };
  }
  // An islands page: the page with an empty slot per island, then each island alone, as the browser
  // hydrates it (its own root: React's ids and Mantine's style classes are those of that root).
  let slots: RenderedIsland[] = [];
  const page = await renderComplete(path, () => {
    slots = [];
    return (
      <IslandSlots.Provider value={slots}>
        <App router={router} hydrating />
      </IslandSlots.Provider>
    );
  });
  const islands = await Promise.all(
    slots.map(({ component: Component, props }, index) =>
      renderComplete(
        path,
        () => (
          <IslandRoot>
            <Component {...props} />
          </IslandRoot>
        ),
        islandIdPrefix(index),
      ),
    ),
  );
  // After a request island, its form's skeleton (src/engine/form-skeleton-template.tsx), rendered here so that no
  // page's code carries it.
  const after = await Promise.all(
    slots.map(({ component, props }, index) =>
      component === RequestIsland
        ? renderComplete(
            path,
            () => (
              <IslandRoot>
                <FormSkeletonTemplate entryId={(props as EntryIslandProps).entryId} />
              </IslandRoot>
            ),
            `${islandIdPrefix(index)}skeleton-`,
          )
        : '',
    ),
  );
  // A button outside every island would never come alive (and the early-input script holds no tap there).
  const button = /<button\b[^>]*>[\s\S]*?<\/button>/.exec(page);
  if (button) throw new Error(`${path}: a button outside every island never works on an islands page: ${button[0].slice(0, 300)}`);
  const slot = new RegExp(` ${ISLAND_SLOT}="(\\d+)"([^>]*)></div>`, 'g');
  const html = page.replace(slot, (_, index: string, rest: string) => `${rest}>${islands[Number(index)]}</div>${after[Number(index)]}`);
  const found = [...html.matchAll(/ data-island="([^"]+)" data-hydrate="([^"]+)" data-props="([^"]*)"/g)].map(([, name, hydrate, props]) => ({
    name: name!,
    hydrate: hydrate!,
    props: JSON.parse(unescapeAttribute(props!)) as object,
  }));
  return { status: notFound ? 404 : 200, html, islands: found };
}

/**
 * The app shell (the pages the browser draws): the markup inside #root, what shows until their code
 * has drawn the page, what its <head> adds, and its title (the site's name in the page's language,
 * not the template's English one).
 */
export function renderAppShell(): { head: string; body: string; title: string } {
  const body = renderToString(
    <MantineProvider {...mantineProps}>
      <AppShellLoading />
    </MantineProvider>,
  );
  return { head: APP_SHELL_HEAD, body, title: renderToString(<title>{tx(site.name)}</title>) };
}

/** An attribute's value as React escaped it in the HTML. */
function unescapeAttribute(value: string): string {
  const named: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>' };
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(quot|amp|lt|gt));/gi, (_, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : named[name.toLowerCase()]!,
  );
}

/** Renders until every lazy part (page code, legal text) has arrived: a part still loading is left to the browser, which the build refuses. */
async function renderComplete(path: string, element: () => ReactElement, identifierPrefix?: string): Promise<string> {
  const deadline = Date.now() + LAZY_PARTS_WAIT_MS;
  let html = renderToString(element(), { identifierPrefix });
  while (html.includes(CLIENT_RENDERED)) {
    if (Date.now() > deadline) throw new Error(`${path}: part of the page cannot be rendered at build time:\n${failure(html)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    html = renderToString(element(), { identifierPrefix });
  }
  return html;
}

/** React's reason, kept in the markup it left for the browser. */
function failure(html: string): string {
  const template = html.slice(html.indexOf(CLIENT_RENDERED));
  return /data-stck="([^"]*)"/.exec(template)?.[1] ?? /data-msg="([^"]*)"/.exec(template)?.[1] ?? template.slice(0, 500);
}
