// What a page must never do under the real Content-Security-Policy, watched from before it loads:
// a policy violation, a console error or warning (React reports a hydration mismatch as a warning),
// an uncaught error, a failed request or an answer of 400 or more. csp.spec.ts watches every route
// with it; catalog-pages.spec.ts every catalogue form, through its whole flow.
import { expect, type Page } from '@playwright/test';
import { isPlaywrightNotice } from './page-problems';

export interface PageWatch {
  violations: string[];
  problems: string[];
}

/** Starts watching the page (and every page it loads or reloads from now on), each finding as one line. */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { violations: [], problems: [] };
  // Called from the page through a binding, which the policy does not govern (a page script could not).
  await page.exposeFunction('reportCspViolation', (line: string) => watch.violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const { problems } = watch;
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isPlaywrightNotice(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Cancelled, not failed: by a navigation (a test's reload while the page still sends) or by the page itself.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`request failed: ${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  return watch;
}

/** Fails, naming the page, on anything the watch saw. */
export function expectNothingWrong(watch: PageWatch, name: string): void {
  expect(watch.violations, `${name}: CSP violations`).toEqual([]);
  expect(watch.problems, `${name}: browser errors`).toEqual([]);
}
