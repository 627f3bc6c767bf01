// `npm run language:check` on a folder of pages: a Latin word on a Telugu page or Telugu on an
// English one is printed as file:line:col message and fails it; what a page shows on purpose (the
// allow-list's names and portal menu items, codes, addresses, scripts' JSON, class names, an element
// in the other language with its own lang) passes.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/page-words');
const dir = mkdtempSync(path.join(os.tmpdir(), 'language-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command's output and exit code over the fixtures, each copied to its page's path. */
function check(pages: Record<string, string>): { lines: string[]; code: number | null } {
  const folder = mkdtempSync(path.join(dir, 'dist-'));
  for (const [file, fixture] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    copyFileSync(path.join(FIXTURES, fixture), path.join(folder, file));
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/language-check.ts', folder], { encoding: 'utf8' });
  return { lines: (run.stdout + run.stderr).split(path.relative(process.cwd(), folder)).join('dist').trim().split('\n'), code: run.status };
}

describe('npm run language:check', () => {
  it('prints every word in the other script as file:line:col message and exits 1', () => {
    const { lines, code } = check({ 'te/rto-assistance/duplicate-rc.html': 'telugu-fails.html', 'rto-assistance/duplicate-rc.html': 'english-fails.html' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'dist/rto-assistance/duplicate-rc.html:4:40 "పోయింది" is Telugu in English text (not in i18n/page-words-allowed.yaml)',
      'dist/te/rto-assistance/duplicate-rc.html:4:50 "Lost" is Latin in Telugu text (not in i18n/page-words-allowed.yaml)',
      'dist/te/rto-assistance/duplicate-rc.html:5:21 "Send" is Latin in Telugu text (not in i18n/page-words-allowed.yaml)',
      'dist/te/rto-assistance/duplicate-rc.html:5:64 "Issue" is Latin in Telugu text (not in i18n/page-words-allowed.yaml)',
      '',
      '4 words in the other script on 2 of 2 pages.',
    ]);
  }, 30_000);

  it('passes names, form numbers, portal menu items, codes, addresses, scripts, attributes and an element in the other language', () => {
    const { lines, code } = check({ 'te/rto-assistance/duplicate-rc.html': 'telugu-passes.html' });
    expect({ lines, code }).toEqual({ lines: ['1 pages: every word in its page\'s script.'], code: 0 });
  }, 30_000);
});
