// The one way a request changes status, whoever moves it (the desk, an incoming WhatsApp message):
// the move must be one its status allows, it lands only if nobody moved the request meanwhile, and
// the visitor is then told on every channel (notify/tell-visitor.ts).
import { canMoveTo, statusWords } from '../../core/request-status';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { tellVisitor } from '../notify/tell-visitor';
import type { RequestStep, ServiceRequest } from '../store/tracking-types';
import { dueAfter } from './desk-index';

/** The request after the step; ApiError 400 for a move its status does not allow, 409 when it changed meanwhile. */
export async function moveRequest(deps: AppDeps, current: ServiceRequest, step: RequestStep): Promise<ServiceRequest> {
  if (!canMoveTo(current.status, step.status)) {
    throw new ApiError(400, 'request.transition', { status: 'request.transition_refused' }, {
      from: statusWords(current.status),
      to: statusWords(step.status),
      // The names, for the page to show each status's label in its language (status-values.ts).
      fromStatus: current.status,
      toStatus: step.status,
    });
  }
  const changed = await deps.store.requests.changeStatus(current.id, current.status, step, dueAfter(current, step, deps.config.tracking));
  if (!changed) throw new ApiError(409, 'request.status_changed');
  // A status move never returns for correction (that is the return route's, with its fix link).
  return tellVisitor(deps, changed, step, null);
}
