// Every message the API can send a visitor or an operator, read from the server's sources and the
// API schemas: string literals that read as a sentence in the modules that answer requests, and
// every schema's x-messages. A `${…}` in a template literal becomes `{n}`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../../../', import.meta.url).pathname;

// Not answers to a request: command-line tools, storage internals, SMS texts and status updates
// (their own languages), start-up configuration errors, logs and headers; and the Telugu table itself.
const NOT_ANSWERS = [
  'src/server/http/messages-te.ts',
  'src/server/cli/',
  'src/server/store/',
  'src/server/sms/',
  'src/server/notify/',
  'src/server/config.ts',
  'src/server/local.ts',
  'src/server/functions.ts',
  'src/server/static-files.ts',
  'src/server/open-store.ts',
  'src/server/http/request-log.ts',
  'src/server/http/security-headers.ts',
  'src/server/tracking/reminder-job.ts',
  'src/server/auth/password-notice.ts',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function xMessages(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(xMessages);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === 'x-messages' ? Object.values(value as Record<string, string>) : xMessages(value)));
}

/** Each message with the first place it is written. */
export function serverMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const sources = [...files(join(root, 'src/server')), join(root, 'src/core/phone.ts')];
  for (const path of sources) {
    const file = relative(root, path);
    if (NOT_ANSWERS.some((skip) => file.startsWith(skip))) continue;
    const code = readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n');
    for (const m of code.matchAll(/'([A-Z][^'\n]*? [^'\n]*)'|`([A-Z][^`\n]*? [^`\n]*)`/g)) {
      const text = (m[1] ?? m[2] ?? '').replace(/\$\{[^}]*\}/g, '{n}');
      if (!found.has(text)) found.set(text, file);
    }
  }
  for (const name of readdirSync(join(root, 'schemas/api'))) {
    const schema: unknown = JSON.parse(readFileSync(join(root, 'schemas/api', name), 'utf8'));
    for (const text of xMessages(schema)) if (!found.has(text)) found.set(text, `schemas/api/${name}`);
  }
  return found;
}
