// Sending a request's record: queued when sent offline, and sent once when the connection returns
// although the form and the page's queue both send it then. fetch and localStorage are stand-ins;
// the API's answers are the real server's (tests/server/requests.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import { loadPending } from '../../src/engine/pending-requests';
import { queueRequest, recordRequest, sendPendingRequests } from '../../src/engine/record-request';
import { MemoryStorage } from './memory-storage';

const real = await loadCatalog();
const entry = real.catalog!.entries.find((e) => e.id === 'driving-licence-renewal')!;
const values = { licenceNumber: 'AP0120190001234', mobileNumber: '9876543210', dateOfBirth: '1990-04-12' };

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

/** A server that answers each POST when the test says so. */
function heldServer(status: number) {
  const release: (() => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => release.push(() => resolve(new Response('{}', { status })))));
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: () => release.splice(0).forEach((r) => r()) };
}

const CHOICES = { statusTexts: true, guardian: null };

describe('a request sent offline', () => {
  it('waits in the queue at once with only the record’s fields, so a closed tab loses nothing', () => {
    queueRequest(entry, 'DL123456001', values, CHOICES);
    expect(loadPending(storage)).toEqual([
      { entryId: 'driving-licence-renewal', serviceNumber: 'DL123456001', phone: '9876543210', case: { dateOfBirth: 0 }, language: 'en', consents: ['request', 'statusTexts'], noticeVersion: import.meta.env.NOTICE_VERSION },
    ]);
  });

  it('names only the request’s consent when the status texts were left unticked, and no texts for a minor with a guardian', () => {
    queueRequest(entry, 'DL123456002', values, { statusTexts: false, guardian: null });
    const guardian = { name: 'Lakshmi', phone: '+919123456780', token: 't' };
    queueRequest(entry, 'DL123456003', values, { statusTexts: true, guardian });
    expect(loadPending(storage).map((r) => [r.consents, r.guardian])).toEqual([
      [['request'], undefined],
      [['request'], guardian],
    ]);
  });

  it('is sent once when the connection returns, although the form and the queue both send it', async () => {
    queueRequest(entry, 'DL123456001', values, CHOICES);
    const server = heldServer(201);
    const byForm = recordRequest(entry, 'DL123456001', values, CHOICES);
    const byQueue = sendPendingRequests();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    server.answer();
    expect(await byForm).toBe('recorded');
    await byQueue;
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(loadPending(storage)).toEqual([]);
  });

  it('stays queued while the server cannot be reached, and is sent again later', async () => {
    queueRequest(entry, 'DL123456001', values, CHOICES);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await recordRequest(entry, 'DL123456001', values, CHOICES)).toBe('queued');
    expect(loadPending(storage)).toHaveLength(1);
    const server = heldServer(201);
    const later = sendPendingRequests();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    server.answer();
    await later;
    expect(loadPending(storage)).toEqual([]);
  });
});
