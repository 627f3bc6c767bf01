// `npm run firebase:emulators`: the Firebase stack on this machine, offline. Builds dist/ and
// functions-dist/, starts the in-process Firestore emulator, then Firebase's own Hosting and
// Functions emulators (firebase.json's rewrites and headers, the deployable `api` bundle) and
// prints the address. firebase-tools is run through a pinned `npx`, so `npm ci` never installs it.
// FIREBASE_HOSTING_PORT picks the port (default 5000); the other ports are any free ones.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FirestoreServer } from '@firestore-emulator/server';

export const FIREBASE_TOOLS = 'firebase-tools@15.34.2';
const EMULATOR_PROJECT = 'demo-ap-rto-portal';
/** firebase.json with this run's ports; written at the root so its relative paths still hold. */
const RUN_CONFIG = '.firebase-emulators.json';
const READY_TIMEOUT_MS = 300_000;

export interface FirebaseEmulators {
  url: string;
  firestoreHost: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function run(command: string, args: string[]): void {
  // A production build even when started from a test runner (vitest sets NODE_ENV=test).
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** `reuseSite`: serve the dist/ a production build just wrote (CI, after `npm test`) instead of building it again. */
export async function startFirebaseEmulators(options: { hostingPort: number; reuseSite?: boolean; quiet?: boolean }): Promise<FirebaseEmulators> {
  if (!options.reuseSite) run('npm', ['run', 'build']);
  run('npm', ['run', 'build:functions']);
  // The Functions emulator loads firebase-functions from the source folder's node_modules.
  const modules = path.resolve('functions-dist/node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.resolve('node_modules'), modules, 'dir');

  const firestore = new FirestoreServer();
  const firestorePort = await freePort();
  await firestore.start(firestorePort);
  const firestoreHost = `127.0.0.1:${firestorePort}`;

  const config = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as Record<string, unknown>;
  const at = (port: number) => ({ host: '127.0.0.1', port });
  config.emulators = {
    hosting: at(options.hostingPort),
    functions: at(await freePort()),
    hub: at(await freePort()),
    logging: at(await freePort()),
    ui: { enabled: false },
    singleProjectMode: true,
  };
  fs.writeFileSync(RUN_CONFIG, `${JSON.stringify(config, null, 2)}\n`);

  const child: ChildProcess = spawn(
    'npx',
    ['-y', FIREBASE_TOOLS, 'emulators:start', '--only', 'hosting,functions', '--project', EMULATOR_PROJECT, '--config', RUN_CONFIG],
    {
      // The api function reaches Firestore through this variable, as firebase-admin reads it.
      // No install scripts: they would compile re2 (an optional speed-up of Hosting's routing)
      // from source for minutes; Hosting works without it.
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: firestoreHost, npm_config_ignore_scripts: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const show = (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.quiet) process.stdout.write(chunk);
  };
  child.stdout?.on('data', show);
  child.stderr?.on('data', show);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGINT');
      const forced = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    }
    firestore.stop();
    fs.rmSync(RUN_CONFIG, { force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!output.includes('All emulators ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase emulators did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url: `http://127.0.0.1:${options.hostingPort}`, firestoreHost, stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const emulators = await startFirebaseEmulators({ hostingPort: Number(process.env.FIREBASE_HOSTING_PORT ?? 5000) });
  console.log(`\nThe portal through Firebase Hosting: ${emulators.url}  (api function on Firestore at ${emulators.firestoreHost}; Ctrl+C stops)`);
  const shutdown = () => void emulators.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
