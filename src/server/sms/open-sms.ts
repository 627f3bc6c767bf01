// Chooses the SMS adapter from SMS_PROVIDER (outbox by default). `dataDir` null: no outbox may be
// kept (Cloud Functions), so without a provider every text is refused.
import path from 'node:path';
import { createHttpSms, httpSmsOptionsFromEnv } from './http-sms';
import { createOutboxSms } from './outbox-sms';
import type { SmsSender } from './types';
import { createUnavailableSms, NO_SMS_PROVIDER } from './unavailable-sms';

export function openSms(env: NodeJS.ProcessEnv, dataDir: string | null): SmsSender {
  const provider = env.SMS_PROVIDER ?? 'outbox';
  if (provider === 'http') return createHttpSms(httpSmsOptionsFromEnv(env));
  if (provider === 'outbox' && dataDir === null) {
    console.error(`[sms] ${NO_SMS_PROVIDER}`);
    return createUnavailableSms();
  }
  if (provider === 'outbox') return createOutboxSms(path.join(dataDir!, 'outbox.jsonl'));
  throw new Error(`Unknown SMS_PROVIDER "${provider}" (use outbox or http)`);
}
