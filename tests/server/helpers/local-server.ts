// Starts `src/server/local.ts` as a child process, as `npm start` does after building.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './firestore-emulator';

export interface LocalServer {
  child: ChildProcess;
  base: string;
  log(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the server with `env` over the defaults below; on `port` when given (a free one otherwise). */
export async function startLocalServer(env: Record<string, string>, { port }: { port?: number } = {}): Promise<LocalServer> {
  port ??= await freePort();
  let out = '';
  // node --import tsx keeps it one process: the tsx CLI would put the server in a grandchild
  // that a SIGKILL of the child would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/local.ts'], {
    env: { ...process.env, PORT: String(port), BCRYPT_COST: '4', STORE: 'sqlite', SMS_PROVIDER: 'outbox', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const server: LocalServer = {
    child,
    base: `http://127.0.0.1:${port}`,
    log: () => out,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (out.includes(`http://localhost:${port}`)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`server did not start: ${out}`);
}
