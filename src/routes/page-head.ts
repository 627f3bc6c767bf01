import { site } from '../catalog/client';
import { tx } from '../shared/i18n/localize';

/** Title and meta description of a page, as search engines and browser tabs show them. */
export function pageHead(title: string, description: string) {
  return {
    meta: [{ title: `${title} | ${tx(site.name)}` }, { name: 'description', content: description }],
  };
}
