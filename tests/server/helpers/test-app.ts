// A real app on a real SQLite file in a temp dir, with a hand-driven clock, a low bcrypt cost
// and an outbox the test can read. `client()` keeps its own cookie jar, like one browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { createApp } from '../../../src/server/app';
import { defaultConfig, type ServerConfig } from '../../../src/server/config';
import { createOutboxSms } from '../../../src/server/sms/outbox-sms';
import type { SmsSender } from '../../../src/server/sms/types';
import { smsNotifier } from '../../../src/server/notify/sms-notifier';
import type { Notifier } from '../../../src/server/notify/types';
import { openSqliteStore } from '../../../src/server/store/sqlite/sqlite-store';
import type { AdminRole, Store } from '../../../src/server/store/types';

export const TEST_BCRYPT_COST = 4;

export interface TestApp {
  app: ReturnType<typeof createApp>;
  store: Store;
  config: ServerConfig;
  dir: string;
  outbox: string;
  clock: { now: number; advance(ms: number): void };
  client(ip?: string): Client;
  /** The last code texted to this phone, read from the outbox file. */
  lastCode(phone: string): string | null;
  outboxLines(): { to: string; text: string; kind: string; at: string }[];
  /** The JSON lines the app logged (request lines and failures), parsed. */
  logLines(): Record<string, unknown>[];
  createAdmin(username: string, password: string, role?: AdminRole): Promise<void>;
  close(): Promise<void>;
}

export interface Res {
  status: number;
  /** The answer's JSON, as sent. */
  body: Record<string, unknown>;
  /**
   * The answer less its codes (`code`, `fieldCodes`, `values`: tests/server/api-codes.test.ts checks
   * those): the texts and data other clients read, which most tests compare whole.
   */
  texts: Record<string, unknown>;
  headers: Headers;
}

export interface Client {
  cookie: string;
  req(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Res>;
  raw(method: string, url: string, rawBody: BodyInit | null, headers?: Record<string, string>): Promise<Res>;
}

export function tempDir(prefix = 'rto-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function makeTestApp(options: { sms?: SmsSender; notifiers?: (sms: SmsSender, config: ServerConfig) => Notifier[]; tweak?: (c: ServerConfig) => void; store?: Store } = {}): Promise<TestApp> {
  const dir = tempDir();
  // Real SQLite unless a test brings another store (the Firestore emulator).
  const store = options.store ?? openSqliteStore(dir);
  const outbox = path.join(dir, 'outbox.jsonl');
  const clock = {
    now: Date.UTC(2026, 0, 1, 10, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const config = defaultConfig();
  config.bcryptCost = TEST_BCRYPT_COST;
  config.checkAnswers = true;
  config.now = () => clock.now;
  options.tweak?.(config);
  const sms = options.sms ?? createOutboxSms(outbox, () => undefined);
  const logged: string[] = [];
  // Status updates go out as texts, to the same outbox, unless a test brings its own channels.
  const notifiers = options.notifiers?.(sms, config) ?? [smsNotifier(sms, () => config.siteName)];
  const app = createApp({ store, sms, notifiers, config, log: (line) => logged.push(line) });

  const outboxLines = () =>
    fs.existsSync(outbox)
      ? fs.readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { to: string; text: string; kind: string; at: string })
      : [];

  function client(ip = '203.0.113.7'): Client {
    const c: Client = {
      cookie: '',
      async raw(method, url, rawBody, headers = {}) {
        const h = new Headers(headers);
        if (c.cookie) h.set('cookie', c.cookie);
        const res = await app.fetch(new Request(`http://localhost${url}`, { method, headers: h, body: rawBody, duplex: 'half' } as RequestInit), {
          incoming: { socket: { remoteAddress: ip } },
        });
        const setCookie = res.headers.get('set-cookie');
        if (setCookie) {
          const value = /__session=([^;]*)/.exec(setCookie)?.[1] ?? '';
          c.cookie = value ? `__session=${value}` : '';
        }
        const text = await res.text();
        let body: Record<string, unknown>;
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = { text };
        }
        const { code: _code, fieldCodes: _fieldCodes, values: _values, ...texts } = body;
        return { status: res.status, body, texts, headers: res.headers };
      },
      req(method, url, body, headers = {}) {
        const hasBody = body !== undefined;
        return c.raw(method, url, hasBody ? JSON.stringify(body) : null, hasBody ? { 'content-type': 'application/json', ...headers } : headers);
      },
    };
    return c;
  }

  return {
    app,
    store,
    config,
    dir,
    outbox,
    clock,
    client,
    outboxLines,
    logLines: () => logged.map((line) => JSON.parse(line) as Record<string, unknown>),
    lastCode(phone) {
      const line = outboxLines().filter((l) => l.to === phone).at(-1);
      return line ? (/\b(\d{6})\b/.exec(line.text)?.[1] ?? null) : null;
    },
    async createAdmin(username, password, role = 'admin') {
      const now = clock.now;
      await store.admins.upsert({
        id: `admin-${username}`,
        username,
        passwordHash: await bcrypt.hash(password, TEST_BCRYPT_COST),
        role,
        active: true,
        createdAt: now,
        updatedAt: now,
      });
    },
    async close() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
