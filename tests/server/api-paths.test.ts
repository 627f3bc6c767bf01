// The API's paths are written once, in src/core/api-paths.ts: the server serves exactly those (a
// handler at a path of its own, or a path it no longer serves, fails here), and the browser's code
// names them by constant, never as a literal a rename on the server would leave behind.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as API from '../../src/core/api-paths';
import { API_ROOT, apiPath, below } from '../../src/core/api-url';
import { makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** The paths the app has a handler at (its middleware and the catch-all 404 are `ALL`), below API_ROOT. */
const served = () => [...new Set(t.app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_ROOT}/`)).map((route) => route.path.slice(API_ROOT.length)))];

/** Every .ts and .tsx file under `dir`. */
const codeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('the API paths', () => {
  it('are each served by the server, or the base a group of them is mounted at', () => {
    const paths = served();
    const unserved = Object.entries<string>(API).filter(([, p]) => !paths.includes(p) && !paths.some((s) => s.startsWith(`${p}/`)));
    expect(unserved).toEqual([]);
  });

  it('are every path the server serves', () => {
    const known = new Set<string>(Object.values(API));
    expect(served().filter((p) => !known.has(p))).toEqual([]);
  });

  it('are named by constant in the browser code: no /api literal, no literal path given to apiFetch', () => {
    const browserCode = ['src/app', 'src/engine', 'src/features', 'src/shared', 'src/offline', 'src/routes'].flatMap(codeFiles);
    const literals = browserCode.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/['"`]\/api[/'"`]|apiFetch(<[^>]*>)?\(\s*['"`]\//.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(literals).toEqual([]);
  });
});

describe('apiPath', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(apiPath(API.whatsappMedia, { id: 'wamid.A/B', index: 2 })).toBe('/admin/whatsapp/messages/wamid.A%2FB/media/2');
  });
});

describe('below', () => {
  it('names a path of a group from its base, and refuses one outside it', () => {
    const at = below(API.adminRequests);
    expect(at(API.adminRequests)).toBe('/');
    expect(at(API.adminRequestStatus)).toBe('/:id/status');
    expect(() => at(API.adminRequestsExport.replace('/admin', '') as never)).toThrow('is not below /admin/requests');
  });
});
