// The build's server side (scripts/build.ts runs it in Node): renders one public page with the very
// components the browser uses, over a memory history, so the HTML is the complete page.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createAppRouter } from './router';

export interface RenderedPage {
  /** 404 when no route or catalogue entry has the path (the not-found page). */
  status: 200 | 404;
  /** The markup inside #root, with the page's title, meta and link tags first (React hoists them). */
  html: string;
}

/** React's mark of a part it could not render on the server and left to the browser. */
const CLIENT_RENDERED = '<!--$!-->';
const MAX_RENDERS = 20;

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  await router.load();
  // A page's lazy parts (its page code, the legal text) start loading during a render; render again
  // once they have arrived, until nothing is left for the browser to fill in.
  let html = renderToString(<App router={router} />);
  for (let renders = 1; html.includes(CLIENT_RENDERED); renders++) {
    if (renders === MAX_RENDERS) throw new Error(`${path}: part of the page cannot be rendered at build time:\n${failure(html)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    html = renderToString(<App router={router} />);
  }
  const notFound = router.state.matches.some((m) => m.status === 'notFound' || m._notFound);
  return { status: notFound ? 404 : 200, html };
}

/** React's reason, kept in the markup it left for the browser. */
function failure(html: string): string {
  const template = html.slice(html.indexOf(CLIENT_RENDERED));
  return /data-stck="([^"]*)"/.exec(template)?.[1] ?? /data-msg="([^"]*)"/.exec(template)?.[1] ?? template.slice(0, 500);
}
