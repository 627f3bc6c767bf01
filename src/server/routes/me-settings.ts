// /api/me/settings: the signed-in user's SMS reminder switch (off until switched on), and whether
// the account's number is proven, without which no reminder is texted (reminder-job.ts).
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../auth/user-guard';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import { isProven } from '../store/phone-holder';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function meSettingsRoutes(deps: AppDeps): Hono<UserEnv> {
  const { store, config } = deps;
  const app = new Hono<UserEnv>();
  const at = below(API.mySettings);
  app.use('*', requireUser(deps));

  app.get(at(API.mySettings), async (c) => {
    const user = c.get('user');
    const settings = await store.userSettings.get(user.id);
    return answer(c, 'ReminderSettings', { reminders: settings?.reminders ?? false, phoneProven: isProven(user, settings) });
  });

  app.put(at(API.mySettings), failAs('settings.save_failed'), async (c) => {
    const { reminders } = validateBody('settings', await readJson(c));
    const user = c.get('user');
    const saved = await store.userSettings.setReminders(user.id, reminders, config.now());
    return answer(c, 'ReminderSettings', { reminders: saved.reminders, phoneProven: isProven(user, saved) });
  });

  return app;
}
