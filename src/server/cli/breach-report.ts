// `npm run breach:report -- --from <ISO time> --to <ISO time> [--kinds request,whatsapp,account,feedback,grievance]
// [--found <ISO time>] [--full]`: for a breach's window, the people whose records the store held in it
// (numbers and addresses masked unless --full), a draft of their notice in each language, and a draft
// of the report to the Data Protection Board (docs/breach-runbook.md). On the store the environment
// names (STORE, DATA_DIR, as `npm start`); it only reads.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../../catalog/load';
import { perLanguage } from '../../core/languages';
import { localize } from '../../core/text';
import { affectedPeople } from '../breach/affected-people';
import { breachReport } from '../breach/breach-report';
import { configFromEnv } from '../config';
import { openStore } from '../open-store';
import { BREACH_KINDS, type BreachKind } from '../store/breach-types';

const USAGE =
  'Usage: npm run breach:report -- --from 2026-11-20T10:00+05:30 --to 2026-11-21T18:00+05:30 [--kinds request,whatsapp,account,feedback,grievance] [--found 2026-11-21T19:30+05:30] [--full]';
// A time with its zone: a breach's window must not shift by five and a half hours on a guess.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

function time(name: string, value: string | undefined): number {
  if (value === undefined) fail(`--${name} is required.`);
  const at = ISO_TIME.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) fail(`--${name} must be a time with its zone, such as 2026-11-20T10:00+05:30 (got "${value}").`);
  return at;
}

let values: { from?: string; to?: string; kinds?: string; found?: string; full?: boolean };
try {
  ({ values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, kinds: { type: 'string' }, found: { type: 'string' }, full: { type: 'boolean' } }, strict: true }));
} catch (err) {
  fail((err as Error).message);
}
const window = { from: time('from', values.from), to: time('to', values.to) };
if (window.from >= window.to) fail('--from must be before --to.');
const foundAt = values.found === undefined ? Date.now() : time('found', values.found);
const kinds = values.kinds === undefined ? [...BREACH_KINDS] : values.kinds.split(',').map((k) => k.trim());
const unknown = kinds.filter((k) => !(BREACH_KINDS as readonly string[]).includes(k));
if (unknown.length > 0 || kinds.length === 0) fail(`--kinds takes ${BREACH_KINDS.join(', ')} (got "${values.kinds}").`);

const env = process.env;
const dataDir = path.resolve(env.DATA_DIR ?? '.data');
const config = configFromEnv(env);
const { catalog } = await loadCatalog();
const siteName = catalog ? perLanguage((lang) => localize(catalog.site.name, lang)) : config.siteName;
const contact = catalog ? `${catalog.site.contact.email}, ${catalog.site.contact.phone}` : '[the desk’s e-mail and phone]';
const where =
  (env.STORE ?? 'sqlite') === 'firestore'
    ? `Google Firestore, project ${env.GCLOUD_PROJECT ?? env.FIREBASE_PROJECT_ID ?? '[project]'}, region asia-south1 (Mumbai)`
    : `the SQLite store ${path.join(dataDir, 'portal.sqlite')} on the portal's server`;

const store = await openStore(env, dataDir);
try {
  const records = await store.breach.heldIn(window, kinds as BreachKind[]);
  process.stdout.write(breachReport({ window, foundAt, kinds: kinds as BreachKind[], affected: affectedPeople(records), full: values.full === true, siteName, contact, where }));
} finally {
  await store.close();
}
