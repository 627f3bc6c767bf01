// Where the measuring scripts leave their results (reports/, ignored by git), for `npm run report`.
import fs from 'node:fs';
import path from 'node:path';

export const REPORTS_DIR = 'reports';

/** Writes reports/NAME.json with the time of measurement added. */
export function writeResult(name: string, result: object): void {
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`);
}

/** reports/NAME.json as written, or null when it was never measured here. */
export function readResult<T>(name: string): (T & { measuredAt: string }) | null {
  const file = path.join(REPORTS_DIR, `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T & { measuredAt: string }) : null;
}
