// /api/requests: the form view records each sent request (signed in or not), and anyone holding
// the service number and the mobile number can look its status up. Only the fields below are ever
// stored; every other form value travels only in the WhatsApp message.
import { Hono, type Context } from 'hono';
import { spendAllowance } from '../auth/login-throttle';
import { phoneOf } from '../auth/phone-field';
import { currentSession } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { ApiError, tooMany, type ApiCode, type Status } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import type { RequestTrackBody } from '../../shared/api/bodies';
import type { ServiceRequest } from '../store/tracking-types';
import { DuplicateError, NumberTakenError, type User } from '../store/types';
import { deskIndex } from '../tracking/desk-index';
import { trackingKeys } from '../tracking/limit-keys';
import { spendPhoneLookup, spendRecordAllowance } from '../tracking/phone-allowances';
import { accountVerifiedFor } from '../tracking/phone-proof';
import { requestId } from '../tracking/request-id';
import { requestView } from '../tracking/request-view';
import { readServiceNumberField } from '../tracking/service-number-field';
import { isLegacyFor, isMintedFor } from '../../core/service-number';
import { parseVehicleNumber } from '../../core/vehicle-number';
import { checkedCase } from '../../catalog/checked-case';
import { isLang, langOr } from '../../core/languages';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import { spendGuardianToken } from '../tracking/guardian-token';
import { sentConsents, wantsStatusTexts } from '../tracking/sent-consents';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const TRACK_NOT_FOUND = 'request.track_not_found';
const TOO_MANY = 'request.too_many';

function fieldError(field: string, message: ApiCode, status: Status = 400): ApiError {
  return new ApiError(status, message, { [field]: message });
}

export function requestRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();
  const at = below(API.requests);

  app.post(at(API.requests), failAs('request.record_failed'), async (c) => {
    const body = validateBody('request', await readJson(c));
    const entries = config.tracking.entries;
    if (!entries) throw new ApiError(503, 'request.unavailable');
    const entry = entries.get(body.entryId);
    if (!entry) throw fieldError('entryId', 'request.unknown_service');
    if (!entry.form || !entry.prefix) throw fieldError('entryId', 'request.no_form');
    // The schema checks the shape of a code; the list says which languages the site has.
    if (body.language !== undefined && !isLang(body.language)) throw fieldError('language', 'request.language_invalid');
    // Numbers made before minting still come from drafts and offline queues; they cannot be any
    // visitor's number of today, whose 13 random digits nobody can guess.
    if (!isMintedFor(entry.prefix, body.serviceNumber) && !isLegacyFor(entry.prefix, body.serviceNumber)) {
      throw fieldError('serviceNumber', 'request.number_mismatch');
    }
    let vehicleNumber: string | null = null;
    if (body.vehicleNumber !== undefined) {
      vehicleNumber = parseVehicleNumber(body.vehicleNumber);
      if (!vehicleNumber) throw fieldError('vehicleNumber', 'vehicle.number_invalid');
    }
    // Under 18, the guardian's consent comes first: without a live token of the guardian's code, nothing is recorded (spent below, once).
    const guardian = body.guardian ? { name: body.guardian.name.trim(), phone: phoneOf(body.guardian.phone) } : null;
    const session = await currentSession(c, deps, 'user');
    const user: User | null = session ? await store.users.byId(session.subjectId) : null;
    const phone = body.phone !== undefined ? phoneOf(body.phone) : user?.phone;
    // A record nobody can find again is of no use: signed out, the mobile number is the key.
    if (!phone) throw fieldError('phone', 'phone.required');
    if (guardian?.name === '') throw fieldError('guardian', 'guardian.name_required');
    if (guardian?.phone === phone) throw fieldError('guardian', 'guardian.same_phone');

    await spendRecordAllowance(deps, clientIp(c, config), phone, user?.id ?? null);

    const id = requestId(body.serviceNumber, phone);
    const existing = await store.requests.get(id);
    if (existing) return answer(c, 'RequestRecorded', { serviceNumber: existing.serviceNumber, status: existing.status }, 200);
    if (guardian && !(await spendGuardianToken(store, body.serviceNumber, guardian.phone, body.guardian!.token, config.now()))) {
      throw fieldError('guardian', 'guardian.token_invalid', 403);
    }
    const now = config.now();
    const consents = sentConsents(body, guardian, now);
    const request: ServiceRequest = {
      id,
        serviceNumber: body.serviceNumber,
        entryId: entry.id,
        title: entry.title,
        createdAt: now,
        updatedAt: now,
        userId: user?.id ?? (await accountVerifiedFor(deps, phone)),
        phone,
        vehicleNumber,
        // Recorded as WhatsApp opened: the desk marks it received when the message is there.
        status: 'waiting',
        history: [{ status: 'waiting', at: now, note: null, reason: null, by: null }],
        language: langOr(body.language),
        updates: wantsStatusTexts(consents),
        consents,
        // Only the choices and counts the entry's fees and expected time read; anything else is dropped.
        case: checkedCase(entry.caseSource, body.case),
    };
    try {
      await store.requests.create(request, deskIndex(request, config.tracking, now));
    } catch (err) {
      // Held by another phone: a number is one request's, whoever names it first.
      if (err instanceof NumberTakenError) throw fieldError('serviceNumber', 'request.number_taken', 409);
      // The same request recorded twice at once: the other call stored it.
      if (!(err instanceof DuplicateError)) throw err;
      return answer(c, 'RequestRecorded', { serviceNumber: body.serviceNumber, status: 'waiting' }, 200);
    }
    return answer(c, 'RequestRecorded', { serviceNumber: body.serviceNumber, status: 'waiting' }, 201);
  });

  /**
   * The request its holder names by number and phone. Guessing is stopped by the caller's own
   * misses and, whatever address the caller claims, by the phone's look-ups; each refusal answers
   * a right pair too, so it tells a guesser nothing. The phone's proven holder, signed in, never
   * meets the phone's (phone-allowances.ts), so a stranger who spends it does not block the owner.
   */
  async function heldRequest(c: Context, body: RequestTrackBody): Promise<ServiceRequest> {
    const phone = phoneOf(body.phone);
    const ip = clientIp(c, config);
    const { trackPerIp, trackMissesPerIp } = config.tracking.limits;
    await spendAllowance(deps, trackingKeys.trackIp(ip), trackPerIp, TOO_MANY);
    const now = config.now();
    const misses = await store.counters.get(trackingKeys.trackMissIp(ip), trackMissesPerIp.windowMs, now);
    if (misses && misses.count >= trackMissesPerIp.max) {
      throw tooMany(TOO_MANY, misses.firstAt + trackMissesPerIp.windowMs - now);
    }
    await spendPhoneLookup(deps, body.serviceNumber, phone, (await currentSession(c, deps, 'user'))?.subjectId ?? null);
    const request = await store.requests.get(requestId(body.serviceNumber, phone));
    if (!request) {
      await store.counters.hit(trackingKeys.trackMissIp(ip), trackMissesPerIp.windowMs, now);
      throw new ApiError(404, TRACK_NOT_FOUND);
    }
    return request;
  }

  app.post(at(API.track), failAs('request.track_failed'), async (c) => {
    const request = await heldRequest(c, validateBody('request-track', readServiceNumberField(await readJson(c))));
    return answer(c, 'RequestAnswer', { request: requestView(request, config.tracking, config.now()) });
  });

  // The texts on each status change, turned off or on from /track by whoever holds the number and phone.
  app.post(at(API.trackUpdates), failAs('request.save_failed'), async (c) => {
    const body = validateBody('request-updates', readServiceNumberField(await readJson(c)));
    const request = await heldRequest(c, body);
    const changed = (await store.requests.setUpdates(request.id, body.updates, config.now())) ?? request;
    return answer(c, 'RequestAnswer', { request: requestView(changed, config.tracking, config.now()) });
  });

  return app;
}
