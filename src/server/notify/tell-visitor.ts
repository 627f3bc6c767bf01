// After the desk moves a request: the visitor hears of it on every channel, in the language of the
// page they sent it from, unless they turned the texts off; the step records, per channel, whether
// it went out, for the desk. A channel that fails, or a text the ledger refuses (an unproven number,
// the day's texts spent), never undoes the change.
import { DEFAULT_LANGUAGE, pathInLanguage } from '../../core/languages';
import { noteInText } from '../../core/note-in-text';
import type { AppDeps } from '../deps';
import { maskedPhone } from '../http/masked-phone';
import type { RequestStep, ServiceRequest, StepSent } from '../store/tracking-types';
import { TextRefused } from '../texts/text-ledger';
import { heardFromPhone } from './heard-from-phone';
import type { FixInText, StatusUpdate } from './types';

/**
 * The update of `step` to tell; `heardFrom` whether the request's own phone has written to us
 * (heard-from-phone.ts); `fix` what a return for correction asks, with its link, as the step that
 * returned it worked it out (src/server/tracking/fix-in-text.ts): this only words it.
 */
export function statusUpdate(deps: AppDeps, request: ServiceRequest, step: RequestStep, heardFrom: boolean, fix: FixInText | null): StatusUpdate {
  const { config } = deps;
  const entry = config.tracking.entries?.get(request.entryId);
  const track = pathInLanguage('/track', request.language);
  return {
    to: request.phone,
    account: request.userId,
    language: request.language,
    serviceNumber: request.serviceNumber,
    // The recorded title is the English one.
    service: request.language !== DEFAULT_LANGUAGE && entry ? entry.titles[request.language] : request.title,
    status: step.status,
    // On one line and cut short: WhatsApp refuses line breaks in a parameter; /track shows it whole.
    note: step.note || step.reason ? noteInText((step.note || step.reason)!) : null,
    trackUrl: `${config.siteUrl}${track}?serviceNumber=${request.serviceNumber}`,
    fix,
    heardFrom,
  };
}

export async function tellVisitor(deps: AppDeps, request: ServiceRequest, step: RequestStep, fix: FixInText | null): Promise<ServiceRequest> {
  const notifiers = deps.notifiers ?? [];
  if (!request.updates || notifiers.length === 0) return request;
  const update = statusUpdate(deps, request, step, await heardFromPhone(deps, request), fix);
  const results = await Promise.allSettled(notifiers.map((n) => n.send(update)));
  const sent = results.map((result, i): StepSent => {
    const channel = notifiers[i]!.channel;
    // A text the ledger refused is in the security log already; the desk sees why it was not sent.
    if (result.status === 'rejected' && result.reason instanceof TextRefused) return { channel, ok: false, refused: result.reason.because === 'unproven' ? 'unproven' : 'capped' };
    if (result.status === 'rejected') console.error(`[notify] the ${channel} update of ${request.serviceNumber} to ${maskedPhone(request.phone)} failed: ${String((result.reason as Error)?.message ?? result.reason)}`);
    return { channel, ok: result.status === 'fulfilled' };
  });
  return (await deps.store.requests.noteSent(request.id, step.at, sent)) ?? request;
}
