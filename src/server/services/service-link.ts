// An admin's service link must lead somewhere real: a route of the catalogue (or one of the
// listing pages), or an https address.
import type { ServerConfig } from '../config';

export const LINK_MESSAGE = 'Link must be a page of this site (like /services/vehicle-ekyc) or an https:// address.';

export function linkProblem(link: string, config: ServerConfig): string | null {
  if (link.startsWith('https://')) {
    try {
      new URL(link);
      return null;
    } catch {
      return LINK_MESSAGE;
    }
  }
  if (!link.startsWith('/')) return LINK_MESSAGE;
  if (config.knownRoutes && !config.knownRoutes.has(link)) return LINK_MESSAGE;
  return null;
}
