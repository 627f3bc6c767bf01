// Runs work the page does not need for its first paint when the browser's main thread is idle
// (requestIdleCallback), at the latest after `timeout` ms when one is given; a browser without idle
// callbacks waits `fallback` ms instead. One helper for the early-input replay, the listing check and
// the service worker's registration, each with its own timings.
export function whenIdle(then: () => void, { timeout, fallback }: { timeout?: number; fallback: number }): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then(), timeout === undefined ? undefined : { timeout });
  else setTimeout(then, fallback);
}
