// `npm run html:check` on a folder of pages: every problem as file:line:col message, exit 1; what
// .htmlvalidate.json allows on purpose (Mantine's inline styles, React's spellings) passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'html-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (body: string) => `<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><title>Page</title></head>\n<body>${body}</body></html>\n`;

function check(pages: Record<string, string>): { out: string; code: number | null } {
  const folder = mkdtempSync(path.join(dir, 'dist-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), html);
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/html-check.ts', folder], { encoding: 'utf8' });
  return { out: (run.stdout + run.stderr).split(path.relative(process.cwd(), folder)).join('dist'), code: run.status };
}

describe('npm run html:check', () => {
  it('prints each problem of every page as file:line:col message (rule) and exits 1', () => {
    const { out, code } = check({
      'index.html': page('<span><div>steps</div></span>'),
      'te/track.html': page('\n<label>Number <input name="n"></label>'),
    });
    expect(code).toBe(1);
    expect(out.trim().split('\n')).toEqual([
      'dist/index.html:3:14 <div> element is not permitted as content under <span> (element-permitted-content)',
      'dist/te/track.html:4:16 <input> is missing recommended "type" attribute (no-implicit-input-type)',
      '',
      '2 problems in the HTML of 2 pages.',
    ]);
  }, 30_000);

  it('passes what the build writes on purpose: inline styles, self-closed void tags, React ids and spellings', () => {
    const { out, code } = check({ 'index.html': page('<main style="--gap:4px"><label for="_R_1f_">Name</label><input type="text" id="_R_1f_" autoComplete="name" hidden="" /></main>') });
    expect({ out: out.trim(), code }).toEqual({ out: '1 pages: valid HTML.', code: 0 });
  }, 30_000);
});
