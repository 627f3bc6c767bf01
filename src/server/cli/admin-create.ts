// `npm run admin:create -- --username NAME [--role admin|moderator]`: creates an admin, or resets
// the password and role of an existing one, enabling it if it was disabled and signing it out
// everywhere. The password comes from standard input; with nothing piped in, a strong one is
// generated and printed once. There is no built-in default password. Each run is an audit event.
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { recordAudit } from '../audit/record-audit';
import { hashPassword, newPasswordProblem } from '../auth/passwords';
import { normalizeUsername, USERNAME_RE, USERNAME_RULE } from '../auth/username';
import { configFromEnv } from '../config';
import { keys } from '../http/client-keys';
import { openStore } from '../open-store';
import type { AdminRole } from '../store/types';

const USAGE = 'Usage: npm run admin:create -- --username NAME [--role admin|moderator] < password-file';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline is what `echo` and editors add; it is not part of the password.
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

const { values } = parseArgs({
  options: { username: { type: 'string' }, role: { type: 'string', default: 'admin' }, help: { type: 'boolean' } },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const username = normalizeUsername(values.username ?? '');
if (!USERNAME_RE.test(username)) fail(USERNAME_RULE);
const role = values.role as AdminRole;
if (role !== 'admin' && role !== 'moderator') fail('The role must be admin or moderator.');

let password = await readStdin();
let generated = false;
if (password === '') {
  password = randomBytes(15).toString('base64url');
  generated = true;
}
if (password.length < 10) fail('An admin password needs at least 10 characters.');
const problem = newPasswordProblem(password, { name: username });
if (problem) fail(problem);

const env = process.env;
const config = configFromEnv(env);
const store = await openStore(env, path.resolve(env.DATA_DIR ?? '.data'));
try {
  const existing = await store.admins.byUsername(username);
  const now = Date.now();
  const admin = await store.admins.upsert({
    id: existing?.id ?? randomUUID(),
    username,
    passwordHash: await hashPassword(password, config.bcryptCost),
    role,
    active: true,
    createdAt: now,
    updatedAt: now,
  });
  if (existing) {
    // A reset should also throw out whoever is signed in with the old password.
    await store.sessions.deleteAllFor('admin', existing.id);
  }
  // A new password also lifts a lock-out of the account (the ceiling of failed sign-ins).
  await store.counters.clear(keys.adminLoginAccount(username));
  const reenabled = existing?.active === false ? ', enabled again' : '';
  await recordAudit(
    { store, config },
    {
      actor: 'cli',
      role: null,
      action: existing ? 'cli.admin_reset' : 'cli.admin_create',
      target: admin.id,
      detail: `${username} (${role}${reenabled})`,
      ip: null,
      ok: true,
    },
  );
  console.log(`${existing ? 'Updated' : 'Created'} ${role} "${username}" (store: ${env.STORE ?? 'sqlite'}).`);
  if (generated) console.log(`Generated password (shown once, keep it safe): ${password}`);
} finally {
  await store.close();
}
