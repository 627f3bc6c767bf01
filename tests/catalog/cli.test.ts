// `npm run catalog:check` as a user runs it: a broken catalogue prints every problem as
// file:line:col: message and exits 1; the repository's catalogue prints one summary line and exits 0.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import { LANGUAGES } from '../../src/core/languages';
import { readRuleFixture, readTree, REPO_DIR, TRANSLATIONS, VALID_DIR, type FixtureFamily } from './fixture-files';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'catalog-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string[];
  stderr: string[];
}

function runCheck(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    // What `npm run catalog:check` runs (tsx), without npx's start-up on each of the runs here.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/catalog/cli.ts', ...args], { cwd: REPO_DIR, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: outputLines(stdout), stderr: outputLines(stderr) }));
  });
}

/** Lines of the tool's output. */
function outputLines(text: string): string[] {
  const lines = text.split('\n');
  return lines.at(-1) === '' ? lines.slice(0, -1) : lines;
}

/** Writes a negative fixture to a temporary catalogue folder; returns the folder as the CLI shows it. */
function writeBrokenCatalogue(rule: string, family?: FixtureFamily): { dir: string; shown: string; expected: string[] } {
  const fixture = readRuleFixture(rule, family);
  const dir = path.join(tmp, rule, 'catalog');
  for (const [file, text] of fixture.tree) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const shown = path.relative(REPO_DIR, dir).split(path.sep).join('/');
  return { dir, shown, expected: fixture.expected.map((line) => line.replace(/(^| )catalog\//g, `$1${shown}/`)) };
}

const LOCATED = /^(?<file>[^:\s]+\.yaml):(?<line>[1-9]\d*):(?<col>[1-9]\d*): (?<message>\S.*)$/;

// The rule fixtures are English drafts (most texts have no translation yet): they are checked with --lang en.
describe('catalog:check on a broken catalogue', () => {
  it.for([
    'several-errors-in-several-files',
    'wrong-type-integer',
    'missing-required-property',
    'duplicate-prefix',
    'yaml-bad-indentation',
    'rto-info-without-sources',
  ])('%s: prints each problem as file:line:col: message and exits 1', async (rule, { expect }) => {
    const { dir, shown, expected } = writeBrokenCatalogue(rule);
    const run = await runCheck(['--dir', dir, '--lang', 'en']);

    expect(run.code).toBe(1);
    expect(run.stdout).toEqual([]);
    const problems = run.stderr.slice(0, -2);
    for (const line of problems) {
      const match = LOCATED.exec(line);
      expect(match, line).not.toBeNull();
      expect(match?.groups?.file?.startsWith(`${shown}/`), line).toBe(true);
    }
    expect(problems).toEqual(expected);
    expect(run.stderr.slice(-2)).toEqual(['', `${expected.length} problem${expected.length === 1 ? '' : 's'} in the catalogue.`]);
  });
});

describe('catalog:check and review dates', () => {
  // The valid fixture's entries were reviewed on 2026-11-22.
  const validCatalogue = (): { dir: string; shown: string } => {
    const dir = path.join(tmp, 'review-dates', 'catalog');
    for (const [file, text] of readTree(VALID_DIR)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return { dir, shown: path.relative(REPO_DIR, dir).split(path.sep).join('/') };
  };

  it('warns, naming file:line:col, about a review more than 12 months old, and still exits 0', async ({ expect }) => {
    const { dir, shown } = validCatalogue();
    const run = await runCheck(['--dir', dir, '--today', '2027-11-23', '--lang', 'en']);
    expect(run.code).toBe(0);
    const warning = (file: string, line: number) =>
      `${shown}/${file}:${line}:11: warning: reviewed: 2026-11-22 is more than 12 months ago; check the page against its sources and update the date [dates.stale]`;
    const feeWarning = (i: number, line: number) =>
      `${shown}/rto-assistance/transfer-ownership.yaml:${line}:13: warning: fees[${i}].source.asOf: 2026-11-22 is more than 12 months ago; read the amount at its source again and update the date [dates.stale]`;
    const timeWarning = (i: number, line: number) =>
      `${shown}/rto-assistance/transfer-ownership.yaml:${line}:13: warning: expectedTime[${i}].source.asOf: 2026-11-22 is more than 12 months ago; read the time at its source again and update the date [dates.stale]`;
    expect(run.stderr).toEqual([
      warning('rto-assistance/transfer-ownership.yaml', 18),
      feeWarning(0, 116),
      feeWarning(1, 123),
      timeWarning(0, 132),
      timeWarning(1, 138),
      warning('vehicle/order-vehicle-rc.yaml', 26),
    ]);
    expect(run.stdout).toHaveLength(1);
    expect(run.stdout[0]).toMatch(/^catalogue ok: /);
  });

  it('says nothing on the last day of the 12 months', async ({ expect }) => {
    const { dir } = validCatalogue();
    const run = await runCheck(['--dir', dir, '--today', '2027-11-22', '--lang', 'en']);
    expect(run.code).toBe(0);
    expect(run.stderr).toEqual([]);
  });

  it('refuses a --today that is not a date', async ({ expect }) => {
    const run = await runCheck(['--today', '22/11/2026']);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual(['--today: "22/11/2026" is not a date in the form YYYY-MM-DD']);
  });
});

describe('catalog:check and translations', () => {
  it('names each text without its Telugu translation as file:line:col and exits 1', async ({ expect }) => {
    const { dir, expected } = writeBrokenCatalogue('missing-in-two-files', TRANSLATIONS);
    const run = await runCheck(['--dir', dir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toEqual([]);
    expect(run.stderr).toEqual([...expected, '', '2 problems in the catalogue.']);
  }, 60_000);

  it('names each avoided Telugu variant (i18n/glossary.yaml) as file:line:col with what to write, and exits 1', async ({ expect }) => {
    const style: FixtureFamily = { valid: TRANSLATIONS.valid, invalid: path.join(REPO_DIR, 'tests/fixtures/catalog/telugu-style/invalid') };
    const { dir, expected } = writeBrokenCatalogue('avoided-words-in-an-entry', style);
    const run = await runCheck(['--dir', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([...expected, '', `${expected.length} problems in the catalogue.`]);
    // A draft (--lang en) is not read for Telugu style.
    expect((await runCheck(['--dir', dir, '--lang', 'en'])).code).toBe(0);
  }, 60_000);

  it('accepts English-only texts with --lang en (a draft)', async ({ expect }) => {
    const { dir } = writeBrokenCatalogue('missing-in-two-files', TRANSLATIONS);
    const run = await runCheck(['--dir', dir, '--lang', 'en']);
    expect(run.code).toBe(0);
    expect(run.stderr).toEqual([]);
    expect(run.stdout[0]).toMatch(/^catalogue ok: 6 entries/);
  }, 60_000);

  it('refuses a --lang without English, or with a language the portal does not have', async ({ expect }) => {
    const run = await runCheck(['--lang', 'te,fr']);
    expect(run.code).toBe(2);
    const codes = LANGUAGES.map((l) => l.code);
    expect(run.stderr).toEqual([`--lang: "te,fr" must list en and any of ${codes.slice(1).join(', ')}, separated by commas (${codes.join(',')})`]);
  }, 60_000);
});

describe('catalog:check on the repository catalogue', () => {
  it('prints one summary line and exits 0', async ({ expect }) => {
    const run = await runCheck([]);
    expect(run.code).toBe(0);
    expect(run.stderr).toEqual([]);
    expect(run.stdout).toHaveLength(1);
    const { catalog } = await loadCatalog();
    const cards = Object.values(catalog!.listings).flat().length;
    expect(run.stdout[0]).toMatch(new RegExp(`^catalogue ok: ${catalog!.entries.length} entries, ${cards} listed cards, compiled in \\d+ ms$`));
  });
});
