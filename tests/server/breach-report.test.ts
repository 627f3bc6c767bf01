// The breach report (docs/breach-runbook.md): the records a store held in a window, the same on SQLite
// and on Firestore (the in-process emulator), seeded inside and outside it; the people they make, one
// per number or address; and `npm run breach:report` on a SQLite data folder, masked unless --full.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { affectedPeople } from '../../src/server/breach/affected-people';
import type { HeldRecord } from '../../src/server/store/breach-types';
import type { Grievance } from '../../src/server/store/grievance-types';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import type { ServiceRequest } from '../../src/server/store/tracking-types';
import type { Store } from '../../src/server/store/types';
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';
import { tempDir } from './helpers/test-app';

const open = bothStores('breach');
const stores: [string, () => Store][] = [
  [SQLITE, open.sqlite],
  [FIRESTORE, open.firestore],
];

const HOUR = 3_600_000;
// The breach's window: 20 November 2026, 10:00 to 18:00 in India.
const FROM = Date.parse('2026-11-20T10:00+05:30');
const TO = Date.parse('2026-11-20T18:00+05:30');

const request = (id: string, phone: string, createdAt: number, updatedAt: number, over: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id,
  serviceNumber: `VS1000000${id.length}${id.charCodeAt(0)}`,
  entryId: 'vehicle-ekyc',
  title: 'Vehicle eKYC',
  createdAt,
  updatedAt,
  userId: null,
  phone,
  vehicleNumber: null,
  status: 'received',
  history: [],
  language: 'en',
  updates: true,
  case: {},
  ...over,
});

async function seed(s: Store): Promise<void> {
  // Requests: received in the window; received before and changed in it; changed after it (held in it
  // all the same); last changed before it; received after it.
  await s.requests.create(request('in', '+919000000001', FROM + HOUR, FROM + HOUR, { language: 'te' }));
  await s.requests.create(request('changed-in', '+919000000002', FROM - 10 * HOUR, FROM + 2 * HOUR));
  await s.requests.create(request('changed-after', '+919000000003', FROM - 10 * HOUR, TO + 5 * HOUR));
  await s.requests.create(request('before', '+919000000004', FROM - 20 * HOUR, FROM - HOUR));
  await s.requests.create(request('after', '+919000000005', TO + HOUR, TO + HOUR));
  const message = (id: string, phone: string, at: number) =>
    s.whatsapp.add({ id: `wamid.${id}`, direction: 'in', phone, serviceNumber: null, requestId: null, kind: 'text', text: id, media: [], at, status: null, linkedBy: null });
  await message('in', '+919000000001', FROM);
  await message('in-again', '+919000000001', FROM + 3 * HOUR);
  await message('at-the-end', '+919000000006', TO);
  const user = (id: string, phone: string, at: number) => s.users.create({ id, name: id, phone, passwordHash: '$2b$04$abcdefghijklmnopqrstuv', createdAt: at, updatedAt: at }, []);
  await user('signed-in-in', '+919000000007', FROM - 100 * HOUR);
  await s.users.signedIn('signed-in-in', FROM + HOUR);
  await s.userSettings.setLanguage('signed-in-in', 'te', FROM + HOUR);
  await user('vehicle-in', '+919000000008', FROM - 100 * HOUR);
  await s.vehicles.create({ id: 'car', userId: 'vehicle-in', number: 'AP39BJ1234', expiries: {}, createdAt: FROM + HOUR, updatedAt: FROM + HOUR });
  await user('idle', '+919000000009', FROM - 100 * HOUR);
  await user('made-after', '+919000000010', TO + HOUR);
  const review = (id: string, email: string | null, createdAt: number) => s.feedback.create({ id, name: id, email, rating: 4, message: 'Fine.', serviceType: null, approved: null, createdAt });
  await review('with-mail', 'ravi@example.in', FROM + HOUR);
  await review('without-mail', null, FROM + 2 * HOUR);
  await review('earlier', 'old@example.in', FROM - HOUR);
  // Grievances: received in the window; received before and answered in it; answered before it; received after it.
  const grievance = (reference: string, phone: string, receivedAt: number, answeredAt: number | null, over: Partial<Grievance> = {}) =>
    s.grievances.create({
      reference, name: reference, phone, email: null, serviceNumber: null, kind: 'access', text: 'What do you keep of me?', language: 'en', receivedAt,
      answer: answeredAt === null ? null : 'All of it is in the download.', answeredAt, answeredBy: answeredAt === null ? null : 'chief', ...over,
    });
  await grievance('GR-IN', '+919000000011', FROM + HOUR, null, { email: 'sita@example.in', language: 'te' });
  await grievance('GR-ANSWERED-IN', '+919000000012', FROM - 100 * HOUR, FROM + 2 * HOUR);
  await grievance('GR-ANSWERED-BEFORE', '+919000000013', FROM - 100 * HOUR, FROM - HOUR);
  await grievance('GR-AFTER', '+919000000014', TO + HOUR, null);
}

const simple = (records: HeldRecord[]) => records.map((r) => `${r.kind} ${r.phone ?? r.email ?? '-'} ${r.language ?? '-'}`).sort();

describe.each(stores)('the records held in a window: %s', (_, openStore) => {
  it('finds each kind written before its end and last written since its start, and nothing else', async () => {
    const s = openStore();
    try {
      await seed(s);
      expect(simple(await s.breach.heldIn({ from: FROM, to: TO }, ['request', 'whatsapp', 'account', 'feedback', 'grievance']))).toEqual(
        [
          'request +919000000001 te',
          'request +919000000002 en',
          'request +919000000003 en',
          'whatsapp +919000000001 -',
          'account +919000000007 te',
          'account +919000000008 -',
          'feedback ravi@example.in -',
          'feedback - -',
          'grievance +919000000011 te',
          'grievance +919000000012 en',
        ].sort(),
      );
      // A grievance names its sender by number, and keeps the e-mail address they gave.
      expect((await s.breach.heldIn({ from: FROM, to: TO }, ['grievance'])).find((r) => r.phone === '+919000000011')?.email).toBe('sita@example.in');
      expect(simple(await s.breach.heldIn({ from: FROM, to: TO }, ['whatsapp']))).toEqual(['whatsapp +919000000001 -']);
    } finally {
      await s.close();
    }
  });
});

describe('the people affected', () => {
  it('are one per number or address, with every kind of theirs and their account’s language first', () => {
    const affected = affectedPeople([
      { kind: 'whatsapp', phone: '+919000000001', email: null, language: null },
      { kind: 'request', phone: '+919000000001', email: null, language: 'en' },
      { kind: 'account', phone: '+919000000001', email: null, language: 'te' },
      { kind: 'feedback', phone: null, email: 'ravi@example.in', language: null },
      { kind: 'feedback', phone: null, email: null, language: null },
    ]);
    expect(affected).toEqual({
      people: [
        { contact: '+919000000001', kinds: ['request', 'whatsapp', 'account'], language: 'te' },
        { contact: 'ravi@example.in', kinds: ['feedback'], language: null },
      ],
      unreachable: 1,
    });
  });
});

describe('npm run breach:report', () => {
  const dir = tempDir('rto-breach-cli-');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const cli = (...args: string[]) => cliIn(dir, ...args);
  const cliIn = (dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/breach-report.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, STORE: 'sqlite' }, encoding: 'utf8' });
  const window = ['--from', '2026-11-20T10:00+05:30', '--to', '2026-11-20T18:00+05:30', '--found', '2026-11-21T09:00+05:30'];

  it('lists the people masked, drafts their notices in English and Telugu and the Board’s report', async () => {
    const s = openSqliteStore(dir);
    await seed(s);
    await s.close();
    const run = cli(...window);
    expect(run.status, run.stderr).toBe(0);
    const out = run.stdout;
    expect(out).toContain('People affected: 8 (request 3, whatsapp 1, account 2, feedback 1, grievance 2); 1 reviews gave no e-mail address: nobody to write to.');
    expect(out).toMatch(/\+91\*{6}0001 +request, whatsapp +te/);
    expect(out).toContain('r***@example.in');
    for (const hidden of ['+919000000001', 'ravi@example.in', '+919000000004', '+919000000005', '+919000000009', '+919000000010', '+919000000011', '+919000000013', '+919000000014']) expect(out).not.toContain(hidden);
    expect(out).toContain('Notice to the people with request, whatsapp (0 English, 1 Telugu, 0 unknown: send both):');
    expect(out).toContain('Between 20-11-2026 10:00 IST and 20-11-2026 18:00 IST, someone not allowed to may have seen your requests');
    expect(out).toContain('20 నవంబర్, 2026 10:00 (భారత కాలమానం) నుండి 20 నవంబర్, 2026 18:00 (భారత కాలమానం) మధ్య');
    expect(out).toContain('this report in full by 2026-11-24 09:00 IST, 72 hours after the breach was found.');
    expect(out).toContain('5. People affected: 8, and 1 reviews without an e-mail address; by kind: request 3, whatsapp 1, account 2, feedback 1, grievance 2.');
    expect(out).toContain('your complaints to our grievance officer');

    const full = cli(...window, '--kinds', 'whatsapp', '--full');
    expect(full.status, full.stderr).toBe(0);
    expect(full.stdout).toContain('People affected: 1 (whatsapp 1).');
    expect(full.stdout).toMatch(/\+919000000001 +whatsapp/);
  });

  it('refuses a window without its zone, the wrong way round or a kind it does not know, with the usage, opening no store', () => {
    const empty = tempDir('rto-breach-refused-');
    for (const [args, message] of [
      [['--from', '2026-11-20 10:00', '--to', '2026-11-20T18:00+05:30'], '--from must be a time with its zone'],
      [['--from', '2026-11-20T18:00+05:30', '--to', '2026-11-20T10:00+05:30'], '--from must be before --to.'],
      [[...window, '--kinds', 'request,secrets'], '--kinds takes request, whatsapp, account, feedback, grievance (got "request,secrets").'],
      [['--to', '2026-11-20T18:00+05:30'], '--from is required.'],
      [[...window, '--everything'], "Unknown option '--everything'"],
    ] as const) {
      const run = cliIn(empty, ...args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('Usage: npm run breach:report');
    }
    expect(fs.readdirSync(empty)).toEqual([]);
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
