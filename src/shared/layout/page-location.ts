import { createContext } from 'react';

/**
 * The current page's address inside the app (without the language prefix), handed down by the root
 * layout. The language switch reads it here rather than from the router's hooks: importing those from
 * a module the lazy parts share splits the router into a chunk of its own, ~1.7 KB more on every page.
 */
export const PageLocation = createContext({ pathname: '/', searchStr: '', hash: '' });
