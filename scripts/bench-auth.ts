// `npm run bench:auth`: does password hashing leave the server free to answer? Starts the local
// server (SQLite in a temp dir, production bcrypt cost) as a child process and times GET
// /api/health on loopback, first idle, then while 8 clients sign in with wrong passwords in
// parallel, each attempt from its own address (behind a trusted proxy of one hop) and for its own
// unknown number, so that the throttle lets every one through to bcrypt. Target: the median under
// sign-ins at most 3 times the idle median (exit 1 above).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalServer } from './local-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const signers = Number(process.env.BENCH_SIGNINS ?? 8);
const MAX_RATIO = 3;
// An uptime check's pace rather than a flood: the health requests themselves must not be the load.
const GAP_MS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { samples: sorted.length, median: at(0.5), p95: at(0.95) };
}

/** /api/health latencies for `ms` milliseconds, one request at a time. */
async function sampleHealth(base: string, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const start = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
    latencies.push(performance.now() - start);
    await sleep(GAP_MS);
  }
  return latencies;
}

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-bench-static-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>');
const server = await startLocalServer({ staticDir, env: { BCRYPT_COST: '12', TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1' } });
const base = server.origin;

try {
  await sampleHealth(base, 1000); // warm-up
  const idle = stats(await sampleHealth(base, seconds * 1000));

  let running = true;
  let attempt = 0;
  const statuses = new Map<number, number>();
  async function signInLoop(): Promise<void> {
    while (running) {
      const n = attempt++;
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({ phone: `9${String(700_000_000 + n)}`, password: 'not-the-password' }),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }
  const loops = Array.from({ length: signers }, () => signInLoop());
  await sleep(500); // every client has a sign-in in flight
  const loaded = stats(await sampleHealth(base, seconds * 1000));
  running = false;
  await Promise.all(loops);

  const ratio = loaded.median / idle.median;
  const row = (name: string, s: ReturnType<typeof stats>) =>
    `${name.padEnd(24)}${String(s.samples).padStart(8)}${s.median.toFixed(1).padStart(12)}${s.p95.toFixed(1).padStart(10)}`;
  console.log(`\nGET /api/health, one at a time every ${GAP_MS} ms for ${seconds} s; loopback, SQLite, bcrypt cost 12, ${os.availableParallelism()} CPUs\n`);
  console.log(`${''.padEnd(24)}${'samples'.padStart(8)}${'median ms'.padStart(12)}${'p95 ms'.padStart(10)}`);
  console.log(row('idle', idle));
  console.log(row(`${signers} parallel sign-ins`, loaded));
  const answered = [...statuses].map(([status, count]) => `${status}x${count}`).join(' ');
  console.log(`\nsign-ins answered: ${answered} (401: a wrong password, after bcrypt)`);
  const pass = ratio <= MAX_RATIO && (statuses.get(401) ?? 0) > 0;
  console.log(`median under sign-ins / idle: ${ratio.toFixed(2)}x (target <= ${MAX_RATIO}x): ${pass ? 'PASS' : 'FAIL'}`);
  if (!pass) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
}
