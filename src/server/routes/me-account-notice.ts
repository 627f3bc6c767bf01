// /api/me/account-notice: whether the signed-in holder has agreed to what an account keeps as the
// notice says it now, and their agreeing again (s.6 of the DPDP Act: consent on a notice given,
// asked again when the notice changes). An account made before consents were recorded has none, and
// is asked the same way. Each agreement is added beside the earlier ones, never replacing them.
import { Hono } from 'hono';
import type { ConsentRecord } from '../../core/consents';
import type { AccountNoticeAnswer } from '../../shared/api/answers';
import { accountNoticeVersion } from '../../shared/data-kinds/notice-version';
import { requireUser, type UserEnv } from '../auth/user-guard';
import type { AppDeps } from '../deps';
import { answer } from '../http/answer';
import { ApiError } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { validateBody } from '../validation/validate';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

/** Worked out once: the notice is the build's, so its version cannot change while the server runs. */
const CURRENT = accountNoticeVersion();

export function meAccountNoticeRoutes(deps: AppDeps): Hono<UserEnv> {
  const { store, config } = deps;
  const app = new Hono<UserEnv>();
  const at = below(API.myAccountNotice);
  app.use('*', requireUser(deps));

  app.get(at(API.myAccountNotice), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return answer(c, 'AccountNoticeAnswer', noticeState(await store.users.consents(c.get('user').id)));
  });

  app.post(at(API.myAccountNotice), failAs('consent.save_failed'), async (c) => {
    const body = validateBody('account-notice', await readJson(c));
    // A page loaded before the notice changed showed another text: agreeing to it is not agreeing to this one.
    if (body.noticeVersion !== CURRENT) throw new ApiError(409, 'consent.notice_changed');
    const id = c.get('user').id;
    const now = config.now();
    const consent: ConsentRecord = { purpose: 'account', noticeVersion: CURRENT, givenAt: now, givenBy: 'self', proof: 'tick' };
    if (!noticeState(await store.users.consents(id)).upToDate) await store.users.addConsent(id, consent, now);
    return answer(c, 'AccountNoticeAnswer', noticeState(await store.users.consents(id)));
  });

  return app;
}

function noticeState(consents: readonly ConsentRecord[]): AccountNoticeAnswer {
  const newest = consents.filter((consent) => consent.purpose === 'account').at(-1);
  const agreed = newest ? { noticeVersion: newest.noticeVersion, givenAt: newest.givenAt } : null;
  return { current: CURRENT, agreed, upToDate: agreed?.noticeVersion === CURRENT };
}
