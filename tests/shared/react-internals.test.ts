// The early-input script and its replay (src/shared/early-input/) know that React has hydrated an
// element by the props key React puts on it (`__reactProps$<random>`): React has no public signal.
// This fails when the installed React no longer writes that key, before a visitor's early taps and
// typing are silently dropped.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '../../src/shared/early-input/early-input-script';

const require = createRequire(import.meta.url);
const KEY = '__reactProps$';

describe("React's props key, which the early input relies on", () => {
  it.each(['react-dom/cjs/react-dom-client.production.js', 'react-dom/cjs/react-dom-client.development.js'])('is still written by %s', (file) => {
    const code = readFileSync(path.join(path.dirname(require.resolve('react-dom/package.json')), file.replace('react-dom/', '')), 'utf8');
    // React names its keys "__reactProps$" + a random suffix, set on every element it renders.
    expect(code).toContain(`"${KEY}"`);
  });

  it('is the key both halves look for', () => {
    expect(EARLY_INPUT_SCRIPT).toContain(`'${KEY}'`);
    expect(readFileSync('src/shared/early-input/replay-early-input.ts', 'utf8')).toContain(`'${KEY}'`);
  });
});
