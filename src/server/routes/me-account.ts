// /api/me/account: the signed-in user downloads everything kept of their account, or deletes it
// with everything of theirs after entering the password again (src/server/erasure/); signed out
// afterwards.
import { Hono } from 'hono';
import { confirmPassword } from '../auth/confirm-password';
import { endSession } from '../auth/sessions';
import { requireUser, type UserEnv } from '../auth/user-guard';
import type { AppDeps } from '../deps';
import { eraseAccount } from '../erasure/erase-account';
import { heldRequests } from '../erasure/held-requests';
import { personalData } from '../erasure/personal-data';
import { answer } from '../http/answer';
import { said } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { requestLanguage } from '../sms/sms-texts';
import { isProven } from '../store/phone-holder';
import { validateBody } from '../validation/validate';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function meAccountRoutes(deps: AppDeps): Hono<UserEnv> {
  const { store, config } = deps;
  const app = new Hono<UserEnv>();
  const at = below(API.myAccount);
  app.use('*', requireUser(deps));

  app.get(at(API.myAccountData), failAs('data.failed'), async (c) => {
    const user = c.get('user');
    // The number's own requests and texts only once its holder proved it is the account's.
    const phone = isProven(user, await store.userSettings.get(user.id)) ? user.phone : null;
    const requests = await heldRequests(store, { phone, userId: user.id });
    return answer(c, 'PersonalData', await personalData(store, config.now(), { phone, user, requests }));
  });

  app.post(at(API.myAccountErase), failAs('account.erase_failed'), async (c) => {
    const { password } = validateBody('account-erase', await readJson(c));
    const user = c.get('user');
    await confirmPassword(c, deps, user, password, 'password', 'before deleting the account');
    await eraseAccount(deps, user, requestLanguage(c));
    await endSession(c, deps, 'user');
    return answer(c, 'Message', said('account.erased'));
  });

  return app;
}
