// Chooses the SMS adapter from SMS_PROVIDER (outbox by default).
import path from 'node:path';
import { createHttpSms, httpSmsOptionsFromEnv } from './http-sms';
import { createOutboxSms } from './outbox-sms';
import type { SmsSender } from './types';

export function openSms(env: NodeJS.ProcessEnv, dataDir: string): SmsSender {
  const provider = env.SMS_PROVIDER ?? 'outbox';
  if (provider === 'http') return createHttpSms(httpSmsOptionsFromEnv(env));
  if (provider === 'outbox') return createOutboxSms(path.join(dataDir, 'outbox.jsonl'));
  throw new Error(`Unknown SMS_PROVIDER "${provider}" (use outbox or http)`);
}
