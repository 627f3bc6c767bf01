// /api/requests/track/data and /erase: from /track, once a data_access code proved the number, its
// holder downloads what is kept under it or deletes one of its requests (src/server/erasure/). Each
// call names the request by number and phone, as /track does, and carries the data token; a token of
// another number, expired or made up, is refused and changes nothing.
import { Hono, type Context } from 'hono';
import { spendAllowance } from '../auth/login-throttle';
import { phoneOf } from '../auth/phone-field';
import type { AppDeps } from '../deps';
import { holdsDataToken } from '../erasure/data-token';
import { eraseRequest } from '../erasure/erase-request';
import { heldRequests } from '../erasure/held-requests';
import { personalData } from '../erasure/personal-data';
import { answer } from '../http/answer';
import { ApiError, said } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { requestLanguage } from '../sms/sms-texts';
import type { ServiceRequest } from '../store/tracking-types';
import { trackingKeys } from '../tracking/limit-keys';
import { phoneHolder } from '../store/phone-holder';
import { requestId } from '../tracking/request-id';
import { readServiceNumberField } from '../tracking/service-number-field';
import { validateBody } from '../validation/validate';
import { TRACK_NOT_FOUND } from './requests';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function trackDataRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();
  const at = below(API.track);

  /** The request the body names, once its token proves its number; counted as a look-up of /track. */
  async function provenRequest(c: Context): Promise<ServiceRequest> {
    await spendAllowance(deps, trackingKeys.trackIp(clientIp(c, config)), config.tracking.limits.trackPerIp, 'request.too_many');
    const body = validateBody('request-data', readServiceNumberField(await readJson(c)));
    const phone = phoneOf(body.phone);
    if (!(await holdsDataToken(store, phone, body.dataToken, config.now()))) throw new ApiError(403, 'data.token_invalid');
    const request = await store.requests.get(requestId(body.serviceNumber, phone));
    if (!request) throw new ApiError(404, TRACK_NOT_FOUND);
    return request;
  }

  app.post(at(API.trackData), failAs('data.failed'), async (c) => {
    const { phone } = await provenRequest(c);
    const holder = await phoneHolder(store, phone);
    const requests = await heldRequests(store, { phone });
    return answer(c, 'PersonalData', await personalData(store, config.now(), { phone, user: holder?.proven ? holder.user : null, requests }));
  });

  app.post(at(API.trackErase), failAs('request.erase_failed'), async (c) => {
    const request = await provenRequest(c);
    // Gone meanwhile (a second tap): what was asked is done.
    await eraseRequest(deps, request, requestLanguage(c));
    return answer(c, 'Message', said('request.erased'));
  });

  return app;
}
