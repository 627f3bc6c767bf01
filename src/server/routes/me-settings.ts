// /api/me/settings: the signed-in user's SMS reminder switch (off until switched on).
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../auth/user-guard';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { validateBody } from '../validation/validate';

export function meSettingsRoutes(deps: AppDeps): Hono<UserEnv> {
  const { store, config } = deps;
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(deps));

  app.get('/', async (c) => {
    const settings = await store.userSettings.get(c.get('user').id);
    return c.json({ reminders: settings?.reminders ?? false });
  });

  app.put('/', failAs('Failed to save your settings. Please try again.'), async (c) => {
    const { reminders } = validateBody<{ reminders: boolean }>('settings', await readJson(c));
    const saved = await store.userSettings.setReminders(c.get('user').id, reminders, config.now());
    return c.json({ reminders: saved.reminders });
  });

  return app;
}
