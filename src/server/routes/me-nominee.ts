// /api/me/nominee: the signed-in user names, changes or removes who may use their rights over their
// data after their death or incapacity (s.14 of the DPDP Act). The nominee is kept on the account,
// listed in its download and erased with it; acting for the holder goes through the grievance officer.
import { Hono } from 'hono';
import { phoneOf } from '../auth/phone-field';
import { requireUser, type UserEnv } from '../auth/user-guard';
import type { AppDeps } from '../deps';
import { answer } from '../http/answer';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { schemaFieldError } from '../validation/schema-message';
import { validateBody } from '../validation/validate';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function meNomineeRoutes(deps: AppDeps): Hono<UserEnv> {
  const { store, config } = deps;
  const app = new Hono<UserEnv>();
  const at = below(API.myNominee);
  app.use('*', requireUser(deps));

  app.get(at(API.myNominee), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return answer(c, 'NomineeAnswer', { nominee: await store.users.nominee(c.get('user').id) });
  });

  app.put(at(API.myNominee), failAs('nominee.save_failed'), async (c) => {
    const body = validateBody('nominee', await readJson(c));
    const user = c.get('user');
    const phone = phoneOf(body.phone);
    if (phone === user.phone) throw schemaFieldError('nominee', 'phone', 'own');
    const nominee = { name: body.name.trim(), phone };
    await store.users.setNominee(user.id, nominee, config.now());
    return answer(c, 'NomineeAnswer', { nominee });
  });

  app.delete(at(API.myNominee), failAs('nominee.save_failed'), async (c) => {
    await store.users.setNominee(c.get('user').id, null, config.now());
    return answer(c, 'NomineeAnswer', { nominee: null });
  });

  return app;
}
