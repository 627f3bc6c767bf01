// The default SMS "provider" for a machine without one: each message becomes a JSON line
// {to, text, kind, at} in an outbox file, where a developer reads the code. The server log says only that
// a text went out, to a masked number: never a code, and never a whole number.
import fs from 'node:fs/promises';
import path from 'node:path';
import { smsSize } from '../../core/sms-parts';
import { maskedPhone } from '../http/masked-phone';
import type { SmsSender } from './types';

export function createOutboxSms(file: string, log: (line: string) => void = console.log): SmsSender {
  return {
    async send(to, text, kind) {
      const at = new Date().toISOString();
      // Codes in plain text: readable by the server's user only.
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.appendFile(file, `${JSON.stringify({ to, text, kind, at })}\n`, { encoding: 'utf8', mode: 0o600 });
      const { parts, encoding } = smsSize(text);
      log(`[sms outbox] a text to ${maskedPhone(to)} (${text.length} characters, ${parts} SMS ${parts === 1 ? 'part' : 'parts'} in ${encoding === 'gsm7' ? 'GSM-7' : 'UCS-2'}) is in ${path.basename(file)}`);
    },
  };
}
