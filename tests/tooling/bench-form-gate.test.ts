import { describe, expect, it } from 'vitest';
import { formMisses, formTable, interactionToNextPaint, summarizeForm, type FormCase, type FormRun } from '../../scripts/bench-form-gate';

const run = (changes: Partial<FormRun> = {}): FormRun => ({ readyMs: 900, tapMs: 4000, usableMs: 600, scriptBytes: 10 * 1024, inpMs: 80, skeletonMs: 40, skeletonShift: 0, ...changes });

const read = (page: string): FormCase => ({ page, network: 1600, tap: 'read' });

describe('INP from event timings', () => {
  it('is the longest interaction, each as long as its longest event, mouse moves aside', () => {
    const entries = [
      { interactionId: 7, duration: 40 },
      { interactionId: 7, duration: 120 },
      { interactionId: 9, duration: 96 },
      { interactionId: 0, duration: 400 },
    ];
    expect(interactionToNextPaint(entries)).toBe(120);
  });

  it('is unknown when nothing lasted long enough to be reported', () => {
    expect(interactionToNextPaint([{ interactionId: 0, duration: 30 }])).toBeNull();
  });
});

describe('a page\'s runs', () => {
  it('give medians, the wait after the tap in page loads, and the script in KB', () => {
    const page = summarizeForm(read('/x'), [run({ usableMs: 4000, readyMs: 2000 }), run({ usableMs: 3000, readyMs: 1000, inpMs: null }), run({ usableMs: 5000, readyMs: 1500 })]);
    expect(page).toEqual({ page: '/x', network: 1600, tap: 'read', runs: 3, readyMs: 1500, tapMs: 4000, usableMs: 4000, ratio: 4000 / 1500, scriptKb: 10, inpMs: 80, skeletonMs: 40, skeletonShift: 0 });
  });

  it('pass the targets at 200 ms, 1 s, 30 KB and 200 ms, and miss past any of them, naming the page and the number, the three times marked as the host\'s', () => {
    expect(formMisses([summarizeForm(read('/fast'), [run({ skeletonMs: 200, usableMs: 1000, scriptBytes: 30 * 1024, inpMs: 200 })])])).toEqual([]);
    const slow = summarizeForm(read('/te/slow'), [run({ skeletonMs: 240, usableMs: 4250, scriptBytes: 207 * 1024, inpMs: 240, skeletonShift: 0.0123 })]);
    expect(formMisses([slow])).toEqual([
      { message: '/te/slow at 1.6 Mbit/s, tapped after reading: the form\'s skeleton shows 240 ms after the tap (target ≤ 200 ms)', timing: true },
      { message: '/te/slow at 1.6 Mbit/s, tapped after reading: the form is usable 4.25 s after the tap (target ≤ 1.00 s)', timing: true },
      { message: '/te/slow at 1.6 Mbit/s, tapped after reading: 207.0 KB of script after the tap (target ≤ 30 KB)', timing: false },
      { message: '/te/slow at 1.6 Mbit/s, tapped after reading: INP 240 ms while filling the form (target ≤ 200 ms)', timing: true },
    ]);
    expect(formTable([slow])).toContain('| /te/slow | 1.6 Mbit/s | after reading | 1 | 0.90 s | 4.00 s | 240 ms | 4.25 s (≤ 1.00 s) | 4.72 | 207.0 KB | 240 ms | 0.012 |');
  });

  it('leave the skeleton\'s columns blank for a build without one (a baseline), and its time out of the targets', () => {
    const before = summarizeForm(read('/x'), [run({ skeletonMs: null, skeletonShift: null }), run({ skeletonMs: null, skeletonShift: null })]);
    expect(before).toMatchObject({ skeletonMs: null, skeletonShift: null });
    expect(formMisses([before])).toEqual([]);
    expect(formTable([before])).toContain('| /x | 1.6 Mbit/s | after reading | 2 | 0.90 s | 4.00 s | — | 0.60 s (≤ 1.00 s) | 0.67 | 10.0 KB | 80 ms | — |');
  });
});

describe('a tap as soon as the start button shows', () => {
  const soon: FormCase = { page: '/te/services/vehicle-fitness', network: 400, tap: 'soon' };

  it('is held to 0.3 s from the tap to typing, and named with its network and moment', () => {
    expect(formMisses([summarizeForm(soon, [run({ usableMs: 300, skeletonMs: null, skeletonShift: null })])])).toEqual([]);
    expect(formMisses([summarizeForm(soon, [run({ usableMs: 7540, skeletonMs: null, skeletonShift: null })])])).toEqual([
      { message: '/te/services/vehicle-fitness at 400 kbit/s, tapped as soon as the button shows: the form is usable 7.54 s after the tap (target ≤ 0.30 s)', timing: true },
    ]);
  });

  it("leaves the script after the tap out of the targets: the tap comes before the page's own script has arrived", () => {
    expect(formMisses([summarizeForm(soon, [run({ usableMs: 250, scriptBytes: 279 * 1024 })])])).toEqual([]);
    expect(formTable([summarizeForm(soon, [run({ usableMs: 250, scriptBytes: 279 * 1024, tapMs: 2100 })])])).toContain('| /te/services/vehicle-fitness | 400 kbit/s | at once | 1 | 0.90 s | 2.10 s | 40 ms | 0.25 s (≤ 0.30 s) |');
  });
});
