// A public page asks GET /api/listing once, however many islands and components read the listing,
// and a failed or malformed answer leaves the bundled listing as it is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let calls: string[];

function answering(answer: () => Promise<Response>) {
  calls = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return answer();
  });
}

const json = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

// The answer is kept for the page's life (the module's): each test loads a fresh copy.
const freshModule = () => import('../../src/shared/listing/get-listing');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the listing check', () => {
  it('asks the API once for every reader of the page', async () => {
    answering(json({ entries: { 'vehicle-ekyc': { paused: true } }, links: [], order: {} }));
    const { getListing, listingHasChanges } = await freshModule();
    const [first, second, changed] = await Promise.all([getListing(), getListing(), listingHasChanges()]);
    expect(calls).toEqual(['/api/listing']);
    expect(first).toBe(second);
    expect(first.entries).toEqual({ 'vehicle-ekyc': { paused: true } });
    expect(changed).toBe(true);
  });

  it('reports no changes when admins changed nothing', async () => {
    answering(json({ entries: {}, links: [], order: {} }));
    const { listingHasChanges } = await freshModule();
    expect(await listingHasChanges()).toBe(false);
  });

  it.each([
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', json({ error: 'Something went wrong' }, 503)],
    ['the answer is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['the answer is malformed', json({ entries: 'paused', links: [{ id: 3 }] })],
  ])('keeps the bundled listing when %s', async (_, answer) => {
    answering(answer);
    const { getListing, listingHasChanges } = await freshModule();
    expect(await getListing()).toEqual({ entries: {}, links: [], order: {} });
    expect(await listingHasChanges()).toBe(false);
  });
});
