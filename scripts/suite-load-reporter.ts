// A reporter beside `list` in every end-to-end suite: at the end it prints how long the run took and
// how busy the host was meanwhile (the 1-minute load average, sampled every 5 s, against the cores),
// so a slow or flaky run on a busy machine says so instead of looking like a slow app.
import { availableParallelism, loadavg } from 'node:os';
import type { FullResult, Reporter } from '@playwright/test/reporter';

const SAMPLE_EVERY_MS = 5_000;

export default class SuiteLoadReporter implements Reporter {
  private readonly samples: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private started = 0;

  onBegin(): void {
    this.started = Date.now();
    this.sample();
    this.timer = setInterval(() => this.sample(), SAMPLE_EVERY_MS);
    this.timer.unref();
  }

  onEnd(result: FullResult): void {
    clearInterval(this.timer);
    this.sample();
    console.log(suiteLoadLine((Date.now() - this.started) / 1000, this.samples, availableParallelism(), result.status));
  }

  printsToStdio(): boolean {
    return false;
  }

  private sample(): void {
    this.samples.push(loadavg()[0] ?? 0);
  }
}

/** "The suite passed in 14.2 min on 2 cores; load average over the run: median 2.1, highest 3.4." */
export function suiteLoadLine(seconds: number, samples: readonly number[], cores: number, status: string): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
  const highest = sorted.at(-1) ?? 0;
  const busy = median > cores * 1.5 ? ` The host was busy (more than 1.5 runnable tasks a core): times and timeouts of this run are not the app's.` : '';
  return `The suite ${status} in ${(seconds / 60).toFixed(1)} min on ${cores} cores; load average over the run: median ${median.toFixed(1)}, highest ${highest.toFixed(1)}.${busy}`;
}
