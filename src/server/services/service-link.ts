// An admin's service link must lead somewhere real: a route of the catalogue (or one of the
// listing pages), or an https address.
import type { ServerConfig } from '../config';

export const LINK_MESSAGE = 'Link must be a page of this site (like /services/vehicle-ekyc) or an https:// address.';
export const LINK_CREDENTIALS = 'Link must not contain a user name or password.';

export function linkProblem(link: string, config: ServerConfig): string | null {
  if (link.startsWith('https://')) {
    try {
      const url = new URL(link);
      // https://user:pw@host: the card would hand visitors someone's credentials, or disguise the host.
      return url.username || url.password ? LINK_CREDENTIALS : null;
    } catch {
      return LINK_MESSAGE;
    }
  }
  if (!link.startsWith('/')) return LINK_MESSAGE;
  if (config.knownRoutes && !config.knownRoutes.has(link)) return LINK_MESSAGE;
  return null;
}
