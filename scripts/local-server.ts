// The built app and its API served by the real local server (src/server/local.ts) as a child process,
// on a free loopback port and a throwaway data folder, for the measuring scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface LocalServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The server's data folder (removed by stop). */
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server of the checkout `root` (this one by default) on `staticDir` (the build), on
 * `port` (a free one by default), and resolves once it answers `/`. Another checkout's build needs that checkout's server: the
 * Content-Security-Policy allows the inline script by its hash, which changes with the script.
 */
export async function startLocalServer({ staticDir = 'dist', env = {}, root = '.', port: askedPort }: { staticDir?: string; env?: Record<string, string>; root?: string; port?: number } = {}): Promise<LocalServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-measure-'));
  const port = askedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/local.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, STATIC_DIR: path.resolve(staticDir), PORT: String(port), HOST: '127.0.0.1', STORE: 'sqlite', SMS_PROVIDER: 'outbox', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the local server exited (code ${child.exitCode}):\n${log}`);
    }
    const ok = await fetch(`${origin}/`).then((r) => r.ok, () => false);
    if (ok) return { origin, dataDir, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the local server did not answer ${origin}/ within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
