// An admin's service link must lead somewhere real: a route of the catalogue (or one of the
// listing pages), or an https address.
import type { ServerConfig } from '../config';
import type { ApiCode } from '../http/api-error';

export const LINK_MESSAGE: ApiCode = 'service.link_invalid';
export const LINK_CREDENTIALS: ApiCode = 'service.link_credentials';

export function linkProblem(link: string, config: ServerConfig): ApiCode | null {
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
