// One JSON line per request on stdout, in the shape Cloud Logging reads from a function's or a
// container's output (`severity`, `message`, `httpRequest`), and easy to grep or `jq` locally.
// Never a body, a query string or a header: those may hold phone numbers, passwords or codes.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export type LogSink = (line: string) => void;

export const stdoutSink: LogSink = (line) => process.stdout.write(`${line}\n`);

// A long digit run in a path (someone typing a phone number into the address bar) is masked.
const LONG_NUMBER = /\+?\d{8,}/g;
const MAX_PATH = 200;

function loggedPath(path: string): string {
  return path.replace(LONG_NUMBER, '[number]').slice(0, MAX_PATH);
}

const severityOf = (status: number) => (status >= 500 ? 'ERROR' : status >= 400 ? 'WARNING' : 'INFO');

export function requestLog(sink: LogSink): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const method = c.req.method;
    const path = loggedPath(c.req.path);
    const status = c.res.status;
    sink(
      JSON.stringify({
        severity: severityOf(status),
        message: `${method} ${path} ${status} ${durationMs} ms`,
        requestId,
        method,
        path,
        status,
        durationMs,
        httpRequest: { requestMethod: method, requestUrl: path, status, latency: `${(durationMs / 1000).toFixed(4)}s` },
      }),
    );
  };
}

/** An unexpected failure as one JSON line (its stack kept in the message, as Error Reporting reads it). */
export function logFailure(sink: LogSink, method: string, path: string, err: unknown): void {
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  sink(JSON.stringify({ severity: 'ERROR', message: `${method} ${loggedPath(path)} failed: ${detail}` }));
}
