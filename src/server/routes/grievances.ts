// /api/grievances: anyone may send the grievance officer a complaint about how we handle their
// personal data (src/core/grievance.ts), rate-limited per address; the answer is the reference to
// quote and the day by which the officer answers. With that reference and the mobile number it was
// sent with, its sender reads where it stands and the officer's answer (/answer): on the page, never
// by text, since the number was never proven.
import { Hono } from 'hono';
import { grievanceAnswerBy } from '../../core/grievance';
import { isLang, langOr } from '../../core/languages';
import { readServiceNumber } from '../../core/service-number';
import { spendAllowance } from '../auth/login-throttle';
import { phoneOf } from '../auth/phone-field';
import type { AppDeps } from '../deps';
import { mintGrievanceReference } from '../grievances/grievance-reference';
import { grievanceStateView } from '../grievances/grievance-view';
import { readReferenceField } from '../grievances/reference-field';
import { answer } from '../http/answer';
import { ApiError, said } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { keys } from '../http/client-keys';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { readServiceNumberField } from '../tracking/service-number-field';
import { validateBody } from '../validation/validate';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

const SERVICE_NUMBER_INVALID = 'service_number.invalid';
const LANGUAGE_INVALID = 'request.language_invalid';

export function grievanceRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();
  const at = below(API.grievances);

  app.post(at(API.grievances), failAs('grievance.submit_failed'), async (c) => {
    const body = validateBody('grievance', readServiceNumberField(await readJson(c)));
    // The schema checks a number's shape; the one rule also checks its check digit.
    const serviceNumber = body.serviceNumber === undefined ? null : readServiceNumber(body.serviceNumber);
    if (body.serviceNumber !== undefined && serviceNumber === null) throw new ApiError(400, SERVICE_NUMBER_INVALID, { serviceNumber: SERVICE_NUMBER_INVALID });
    // The schema checks the shape of a code; the list says which languages the site has.
    if (body.language !== undefined && !isLang(body.language)) throw new ApiError(400, LANGUAGE_INVALID, { language: LANGUAGE_INVALID });
    await spendAllowance(deps, keys.grievanceIp(clientIp(c, config)), config.limits.grievancePerIp, 'grievance.too_many');
    const receivedAt = config.now();
    const reference = mintGrievanceReference();
    await store.grievances.create({
      reference,
      name: body.name.trim(),
      phone: phoneOf(body.phone),
      email: body.email?.trim() || null,
      serviceNumber,
      kind: body.kind,
      text: body.text.trim(),
      language: langOr(body.language),
      receivedAt,
      answer: null,
      answeredAt: null,
      answeredBy: null,
    });
    return answer(c, 'GrievanceFiled', { ...said('grievance.submitted'), reference, answerBy: grievanceAnswerBy(receivedAt) }, 201);
  });

  // An unknown reference and a known one with another number get the same 404, so the answer tells a
  // guesser nothing about either; the address's allowance keeps the guessing slow.
  app.post(at(API.grievanceAnswer), failAs('grievance.lookup_failed'), async (c) => {
    const body = validateBody('grievance-lookup', readReferenceField(await readJson(c)));
    const phone = phoneOf(body.phone);
    await spendAllowance(deps, keys.grievanceLookupIp(clientIp(c, config)), config.limits.grievanceLookupPerIp, 'grievance.lookups_too_many');
    const grievance = await store.grievances.get(body.reference);
    if (grievance?.phone !== phone) throw new ApiError(404, 'grievance.not_found');
    c.header('Cache-Control', 'no-store');
    return answer(c, 'GrievanceState', grievanceStateView(grievance));
  });

  return app;
}
