// Where no SMS provider is configured and no outbox may be kept (Cloud Functions): codes are
// refused rather than written to a log that others can read.
import type { SmsSender } from './types';

export class SmsUnavailableError extends Error {}

export const NO_SMS_PROVIDER =
  'No SMS provider is configured (SMS_PROVIDER=http with SMS_HTTP_URL): one-time codes cannot be sent and are refused.';

export function createUnavailableSms(log: (line: string) => void = console.error): SmsSender {
  return {
    async send() {
      log(`[sms] ${NO_SMS_PROVIDER}`);
      throw new SmsUnavailableError(NO_SMS_PROVIDER);
    },
  };
}
