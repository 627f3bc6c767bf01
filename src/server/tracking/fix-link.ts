// The fix link a returned request's visitor is sent: `/f/<code>` on the site in the request's
// language (`/te/f/<code>`), short enough for one SMS part. The page it opens asks the API for the
// correction by that code (src/routes/fix-link-route.tsx).
import { FIX_LINK_PATH } from '../../core/fix-link-path';
import { pathInLanguage } from '../../core/languages';
import type { AppDeps } from '../deps';
import type { ServiceRequest } from '../store/tracking-types';

/** The link of the request's last return; null when it has none. */
export function fixLink(deps: AppDeps, request: ServiceRequest): string | null {
  if (!request.fixCode) return null;
  return `${deps.config.siteUrl}${pathInLanguage(FIX_LINK_PATH, request.language)}/${request.fixCode}`;
}
