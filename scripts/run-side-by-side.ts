// `tsx scripts/run-side-by-side.ts lint typecheck …`: runs npm scripts at the same time and prints each
// one's output whole when it ends (never interleaved), then fails if any failed. npm test runs its
// single-threaded checks (eslint, tsc, the catalogue, the page checks) this way: on a 2-core host two
// at a time take the time of the longest instead of their sum.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-side-by-side.ts <npm script> [<npm script> …]');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<{ script: string; code: number; output: string; seconds: number }>((resolve) => {
        const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => {
          const result = { script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 };
          console.log(`\n> npm run ${script} (${result.code === 0 ? 'ok' : `failed, exit ${result.code}`}, ${result.seconds.toFixed(1)} s)`);
          if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
          resolve(result);
        });
      }),
  ),
);

const failed = results.filter((r) => r.code !== 0).map((r) => r.script);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
