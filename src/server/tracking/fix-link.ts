// The fix link a returned request's visitor is sent: its service page in the request's language,
// with the signed token in the fragment, so it never reaches a server log, Hosting or a cache key.
import { pathInLanguage } from '../../core/languages';
import type { AppDeps } from '../deps';
import type { ServiceRequest } from '../store/tracking-types';
import { FIX_LINK_DAYS, makeFixToken } from './fix-token';

const DAY = 24 * 60 * 60 * 1000;

/** The link of `round`, valid FIX_LINK_DAYS from `at`; null when the entry or the key is missing. */
export function fixLink(deps: AppDeps, request: ServiceRequest, round: number, at: number): string | null {
  const { config } = deps;
  const entry = config.tracking.entries?.get(request.entryId);
  if (!entry || !config.fixLinkSecret) return null;
  const token = makeFixToken({ id: request.id, sn: request.serviceNumber, round, exp: at + FIX_LINK_DAYS * DAY }, config.fixLinkSecret);
  return `${config.siteUrl}${pathInLanguage(entry.route, request.language)}#fix=${token}`;
}
