// The desk reads, per step, which channel told the visitor: each channel by its own name (the
// dictionaries of the other languages have every key of the English one, which the compiler checks),
// and every sender the server opens is a channel of the list.
import { expect, it } from 'vitest';
import { perLanguage } from '../../src/core/languages';
import { NOTIFY_CHANNELS } from '../../src/core/notify-channels';
import { openNotifiers } from '../../src/server/notify/open-notifiers';
import { enAdmin } from '../../src/shared/i18n/en-admin';

it('names every channel on the desk page by its own name', () => {
  const names = NOTIFY_CHANNELS.map((c) => enAdmin[`admin.requests.channel.${c}`]);
  expect(new Set(names).size).toBe(NOTIFY_CHANNELS.length);
  expect(enAdmin['admin.requests.channel.whatsapp']).toBe('WhatsApp');
  expect(enAdmin['admin.requests.channel.sms']).toBe('SMS');
});

it('opens senders of the list only', () => {
  const env = { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '123' };
  const channels = openNotifiers(env, { send: async () => undefined }, () => perLanguage(() => 'AP Vehicle Assist')).map((n) => n.channel);
  expect(channels).toContain('whatsapp');
  expect(channels.filter((c) => !(NOTIFY_CHANNELS as readonly string[]).includes(c))).toEqual([]);
});
