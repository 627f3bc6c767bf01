import { describe, expect, it } from 'vitest';
import { suiteLoadLine } from '../../scripts/suite-load-reporter';

describe('the end-to-end suite’s closing line', () => {
  it('says how long the run took and the load it ran at', () => {
    expect(suiteLoadLine(852, [1.2, 2.1, 3.4, 1.9, 2.2], 2, 'passed')).toBe(
      'The suite passed in 14.2 min on 2 cores; load average over the run: median 2.1, highest 3.4.',
    );
  });

  it('says so when the host was busy, so a slow run is not read as a slow app', () => {
    expect(suiteLoadLine(3102, [6.0, 9.5, 13.1], 2, 'failed')).toMatch(/^The suite failed in 51\.7 min on 2 cores; .*median 9\.5, highest 13\.1\. The host was busy/);
  });
});
