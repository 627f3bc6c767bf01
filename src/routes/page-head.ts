import { site } from '../catalog/client';
import { tx } from '../shared/i18n/localize';

/** Title and description of a page, as search engines, browser tabs and shared links show them. */
export function pageHead(title: string, description: string) {
  return {
    meta: [
      { title: `${title} | ${tx(site.name)}` },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
  };
}
