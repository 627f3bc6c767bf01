import { createContext } from 'react';

/**
 * The current page's address inside the app (without the language prefix), handed down by the root
 * layout. The language switch reads it here rather than from the router's hooks: importing those from
 * a module the lazy parts share splits the router into a chunk of its own, ~1.7 KB more on every page.
 * The pages without the site header (lazily loaded) pass their address to the switch themselves.
 */
export const PageLocation = createContext<PageAddress>({ pathname: '/', searchStr: '', hash: '' });

export interface PageAddress {
  pathname: string;
  searchStr: string;
  hash: string;
}
