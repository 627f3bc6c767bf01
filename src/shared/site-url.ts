import { DEFAULT_SITE_URL } from '../catalog/sitemap';

declare global {
  interface ImportMetaEnv {
    /** SITE_URL at build time, checked by the build (vite.config.ts). */
    readonly SITE_URL?: string;
  }
}

/** The portal's public address, without a trailing slash: canonical and Open Graph URLs start with it. */
export const SITE_URL: string = import.meta.env.SITE_URL ?? DEFAULT_SITE_URL;

/** The canonical address of the page at `path` (no trailing slash, no query). */
export function canonicalUrl(path: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : '/';
  return `${SITE_URL}${clean}`;
}
