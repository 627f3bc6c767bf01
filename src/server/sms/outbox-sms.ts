// The default SMS "provider" for a machine without one: each message becomes a JSON line
// {to, text, at} in an outbox file and a line in the server log, so a developer can read the code.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender } from './types';

export function createOutboxSms(file: string, log: (line: string) => void = console.log): SmsSender {
  return {
    async send(to, text) {
      const at = new Date().toISOString();
      // Codes in plain text: readable by the server's user only.
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.appendFile(file, `${JSON.stringify({ to, text, at })}\n`, { encoding: 'utf8', mode: 0o600 });
      log(`[sms outbox] to ${to}: ${text}`);
    },
  };
}
