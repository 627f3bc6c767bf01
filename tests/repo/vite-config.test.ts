// The Vite config and everything it imports (the catalogue compiler) load without Vite's warning
// that they rely on its bundling loader: relative imports there name their .ts file, as Node's own
// loader (`configLoader: 'native'`, planned as Vite's default) requires.
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

describe('vite.config.ts', () => {
  it('loads with no warning', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = logger.warn;
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'warn', logger);
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
