import { describe, expect, it } from 'vitest';
import { formMisses, formTable, interactionToNextPaint, summarizeForm, type FormRun } from '../../scripts/bench-form-gate';

const run = (changes: Partial<FormRun> = {}): FormRun => ({ readyMs: 900, usableMs: 600, scriptBytes: 10 * 1024, inpMs: 80, skeletonMs: 40, skeletonShift: 0, ...changes });

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
    const page = summarizeForm('/x', [run({ usableMs: 4000, readyMs: 2000 }), run({ usableMs: 3000, readyMs: 1000, inpMs: null }), run({ usableMs: 5000, readyMs: 1500 })]);
    expect(page).toEqual({ page: '/x', runs: 3, readyMs: 1500, usableMs: 4000, ratio: 4000 / 1500, scriptKb: 10, inpMs: 80, skeletonMs: 40, skeletonShift: 0 });
  });

  it('pass the targets at 200 ms, 1 s, 30 KB and 200 ms, and miss past any of them, naming the page and the number, the three times marked as the host\'s', () => {
    expect(formMisses([summarizeForm('/fast', [run({ skeletonMs: 200, usableMs: 1000, scriptBytes: 30 * 1024, inpMs: 200 })])])).toEqual([]);
    const slow = summarizeForm('/te/slow', [run({ skeletonMs: 240, usableMs: 4250, scriptBytes: 207 * 1024, inpMs: 240, skeletonShift: 0.0123 })]);
    expect(formMisses([slow])).toEqual([
      { message: '/te/slow: the form\'s skeleton shows 240 ms after the tap (target ≤ 200 ms)', timing: true },
      { message: '/te/slow: the form is usable 4.25 s after the tap (target ≤ 1.00 s)', timing: true },
      { message: '/te/slow: 207.0 KB of script after the tap (target ≤ 30 KB)', timing: false },
      { message: '/te/slow: INP 240 ms while filling the form (target ≤ 200 ms)', timing: true },
    ]);
    expect(formTable([slow])).toContain('| /te/slow | 1 | 0.90 s | 240 ms | 4.25 s | 4.72 | 207.0 KB | 240 ms | 0.012 |');
  });

  it('leave the skeleton\'s columns blank for a build without one (a baseline), and its time out of the targets', () => {
    const before = summarizeForm('/x', [run({ skeletonMs: null, skeletonShift: null }), run({ skeletonMs: null, skeletonShift: null })]);
    expect(before).toMatchObject({ skeletonMs: null, skeletonShift: null });
    expect(formMisses([before])).toEqual([]);
    expect(formTable([before])).toContain('| /x | 2 | 0.90 s | — | 0.60 s | 0.67 | 10.0 KB | 80 ms | — |');
  });
});
