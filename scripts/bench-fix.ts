// `npm run bench:fix [-- --runs 3] [-- --port 4216] [-- --timings report]`: how long a visitor on a cheap phone waits from
// opening the fix link texted to them to the correction's first field taking typing, on the
// production build in dist/ (run `npm run build` first) served by the real local server. It seeds one
// returned request through the API (an admin made with `npm run admin:create`'s command, a request,
// "received", a return flagging its chassis number), then opens, in a fresh browser context at 360 px
// with CDP's throttling of a slow phone (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s and 400 kbit/s
// down), the short link the SMS carries (/f/<code>) and the link texted before codes (the service
// page with #fix=<token>, signed with the server's key), and prints the medians. Exits 1 when the
// short link misses its target, unless `--timings report` (the times follow the host's load, as in
// bench:form). Service workers are blocked, as in bench:form.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, request as playwrightRequest, type Browser } from '@playwright/test';
import { mintServiceNumber } from '../src/core/service-number.ts';
import { resolveChromium } from './chromium.ts';
import { startLocalServer } from './local-server.ts';

/** The short link's target at 1.6 Mbit/s: the correction takes typing within 6 s of the tap on the link. */
export const FIX_TARGET_MS = 6000;
const SPEEDS_KBPS = [1600, 400];
const THROTTLING = { cpuRate: 4, latencyMs: 150, upKbps: 750 };
/** A run that never shows the field stops here. */
const RUN_MAX_MS = 60_000;
const FIELD = '[data-testid="fix-view"] form input[type="text"], [data-testid="fix-view"] form input:not([type])';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One returned request on the server: the short link's path and the old link's path with its fragment. */
async function seed(origin: string, dataDir: string): Promise<{ short: string; old: string }> {
  const username = `bench-${Date.now().toString(36)}`;
  const password = 'Kadapa#Desk2031!';
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/admin-create.ts', '--username', username, '--role', 'moderator'], { input: `${password}\n`, env: { ...process.env, DATA_DIR: dataDir, STORE: 'sqlite' }, stdio: ['pipe', 'ignore', 'inherit'] });
  const api = await playwrightRequest.newContext({ baseURL: origin });
  const ok = async (res: Promise<{ ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }>) => {
    const answer = await res;
    if (!answer.ok()) throw new Error(`seeding failed: ${answer.status()} ${await answer.text()}`);
    return answer.json() as Promise<Record<string, unknown>>;
  };
  await ok(api.post('/api/admin/login', { data: { username, password } }));
  const serviceNumber = mintServiceNumber('VS');
  const phone = '9876543210';
  await ok(api.post('/api/requests', { data: { entryId: 'vehicle-fitness', serviceNumber, phone, language: 'en' } }));
  const { id } = (await ok(api.post('/api/requests/track', { data: { serviceNumber, phone } }))).request as { id: string };
  await ok(api.patch(`/api/admin/requests/${id}/status`, { data: { status: 'received' } }));
  await ok(api.post(`/api/admin/requests/${id}/return`, { data: { flags: [{ target: { field: 'chassisNumber' }, reason: { preset: 'numberWrong' } }] } }));
  await api.dispose();
  const texts = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { text: string }).text);
  const short = new URL(/https?:\/\/\S+\/f\/[\w-]{12}$/.exec(texts.findLast((t) => /\/f\/[\w-]{12}$/.test(t)) ?? '')?.[0] ?? 'http://x/').pathname;
  const secret = fs.readFileSync(path.join(dataDir, 'fix-link-secret'), 'utf8').trim();
  const part = Buffer.from(JSON.stringify({ id, sn: serviceNumber, round: 1, exp: Date.now() + 86_400_000 })).toString('base64url');
  return { short, old: `/services/vehicle-fitness#fix=${part}.${createHmac('sha256', secret).update(part).digest('base64url')}` };
}

/** Milliseconds from the navigation to the correction's first text field live (React's props on it) and taking a key. */
async function run(browser: Browser, url: string, downKbps: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLING.latencyMs, downloadThroughput: (downKbps * 1000) / 8, uploadThroughput: (THROTTLING.upKbps * 1000) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
    await page.goto(url, { waitUntil: 'commit' });
    const field = page.locator(FIELD).first();
    await page.waitForFunction(
      (selector) => {
        const input = document.querySelector(selector);
        return input !== null && input.getBoundingClientRect().height > 0 && Object.keys(input).some((key) => key.startsWith('__reactProps$'));
      },
      FIELD,
      { timeout: RUN_MAX_MS, polling: 'raf' },
    );
    const usable = await page.evaluate(() => performance.now());
    await field.pressSequentially('M');
    if ((await field.inputValue()) !== 'M') throw new Error(`${url}: the field did not take typing`);
    return usable;
  } finally {
    await context.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, port: { type: 'string' }, timings: { type: 'string', default: 'gate' } } });
  const runs = Number(values.runs);
  const server = await startLocalServer({ port: values.port ? Number(values.port) : undefined });
  let browser: Browser | null = null;
  let missed = false;
  try {
    const links = await seed(server.origin, server.dataDir);
    browser = await chromium.launch({ executablePath: await resolveChromium(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    const rows: string[] = ['| link | down | runs (ms) | median to the first field taking typing |', '|---|---|---|---|'];
    for (const downKbps of SPEEDS_KBPS) {
      for (const [name, link] of [['short link /f/<code>', links.short], ['old link <service page>#fix=<token>', links.old]] as const) {
        const times: number[] = [];
        for (let i = 0; i < runs; i++) times.push(await run(browser, `${server.origin}${link}`, downKbps));
        const m = median(times);
        const target = name.startsWith('short') && downKbps === 1600 ? ` (target ≤ ${FIX_TARGET_MS / 1000} s${m > FIX_TARGET_MS ? ', MISSED' : ''})` : '';
        if (target.includes('MISSED')) missed = true;
        rows.push(`| ${name} | ${downKbps} kbit/s | ${times.map((t) => Math.round(t)).join(', ')} | ${(m / 1000).toFixed(1)} s${target} |`);
        console.log(rows.at(-1));
      }
    }
    console.log(`\nCPU ${THROTTLING.cpuRate}× slower, ${THROTTLING.latencyMs} ms round trip, 360 px, fresh context each run:\n\n${rows.join('\n')}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
  process.exitCode = missed && values.timings !== 'report' ? 1 : 0;
}
