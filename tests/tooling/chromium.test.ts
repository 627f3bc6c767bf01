import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NoChromiumError, resolveChromium } from '../../scripts/chromium';

describe('the Chromium the end-to-end tests drive', () => {
  it('is CHROMIUM_PATH when set', async () => {
    expect(await resolveChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('refuses a CHROMIUM_PATH that does not exist, in one line that says what to do', async () => {
    const refusal = resolveChromium({ CHROMIUM_PATH: '/no/such/chromium' });
    await expect(refusal).rejects.toBeInstanceOf(NoChromiumError);
    await expect(refusal).rejects.toThrow(/^No Chromium for the end-to-end tests: run `npm ci`.*CHROMIUM_PATH=\/no\/such\/chromium does not exist\)$/);
  });

  it.each([false, true])('is a binary that runs, found without any setting (headless shell preferred: %s)', async (headlessShell) => {
    const binary = await resolveChromium({}, { headlessShell });
    expect(existsSync(binary)).toBe(true);
    expect(execFileSync(binary, ['--version'], { encoding: 'utf8' })).toMatch(/Chromium \d+/);
  });

  it('is the full browser for the measuring scripts even where the headless shell is installed', async () => {
    expect(await resolveChromium({})).not.toMatch(/headless-shell/);
  });
});
