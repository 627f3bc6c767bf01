// After the desk moves a request: the visitor hears of it on every channel, in the language of the
// page they sent it from, unless they turned the texts off; the step records, per channel, whether
// it went out, for the desk. A channel that fails never undoes the change.
import { DEFAULT_LANGUAGE, pathInLanguage } from '../../core/languages';
import type { AppDeps } from '../deps';
import { maskedPhone } from '../http/masked-phone';
import type { RequestStep, ServiceRequest } from '../store/tracking-types';
import type { StatusUpdate } from './types';

export function statusUpdate(deps: AppDeps, request: ServiceRequest, step: RequestStep): StatusUpdate {
  const { config } = deps;
  const entry = config.tracking.entries?.get(request.entryId);
  const track = pathInLanguage('/track', request.language);
  return {
    to: request.phone,
    language: request.language,
    serviceNumber: request.serviceNumber,
    // The recorded title is the English one.
    service: request.language !== DEFAULT_LANGUAGE && entry ? entry.titles[request.language] : request.title,
    status: step.status,
    note: step.note ?? step.reason,
    trackUrl: `${config.siteUrl}${track}?serviceNumber=${request.serviceNumber}`,
  };
}

export async function tellVisitor(deps: AppDeps, request: ServiceRequest, step: RequestStep): Promise<ServiceRequest> {
  const notifiers = deps.notifiers ?? [];
  if (!request.updates || notifiers.length === 0) return request;
  const update = statusUpdate(deps, request, step);
  const results = await Promise.allSettled(notifiers.map((n) => n.send(update)));
  const sent = results.map((result, i) => {
    const channel = notifiers[i]!.channel;
    if (result.status === 'rejected') console.error(`[notify] the ${channel} update of ${request.serviceNumber} to ${maskedPhone(request.phone)} failed: ${String((result.reason as Error)?.message ?? result.reason)}`);
    return { channel, ok: result.status === 'fulfilled' };
  });
  return (await deps.store.requests.noteSent(request.id, step.at, sent)) ?? request;
}
