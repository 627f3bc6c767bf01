// "Download my data": every kind of src/core/data-kinds.ts the privacy policy lists, in its order,
// with each record kept of the person (their number's requests, threads and grievances, their
// account, today's and yesterday's entries of the text ledger). The readers are one per kind, so a new kind fails the
// type check until this says what of it is the person's.
import type { ConsentRecord } from '../../core/consents';
import { SHOWN_DATA_KINDS, type DataKindKey } from '../../core/data-kinds';
import { indiaToday } from '../../core/reminders';
import type { HeldKind, PersonalData } from '../../shared/api/answers';
import type { ServiceRequest } from '../store/tracking-types';
import type { Store, User } from '../store/types';
import { adminGrievanceView } from '../grievances/grievance-view';
import { ledgerKeys } from '../texts/text-ledger';

const DAY_MS = 86_400_000;
const iso = (at: number) => new Date(at).toISOString();

interface Held {
  store: Store;
  now: number;
  /** The number whose texts are counted: null for an account whose number nobody proved. */
  phone: string | null;
  user: User | null;
  requests: ServiceRequest[];
}

type Reader = (held: Held) => Promise<Record<string, unknown>[]>;

const none: Reader = async () => [];

const consentRecords = (consents: readonly ConsentRecord[]) =>
  consents.map((c) => ({ ...c, givenAt: iso(c.givenAt), ...(c.withdrawnAt !== undefined ? { withdrawnAt: iso(c.withdrawnAt) } : {}) }));

const requestRecord = (r: ServiceRequest) => ({
  serviceNumber: r.serviceNumber,
  service: r.title,
  sentAt: iso(r.createdAt),
  changedAt: iso(r.updatedAt),
  status: r.status,
  phone: r.phone,
  vehicleNumber: r.vehicleNumber,
  language: r.language,
  statusTexts: r.updates,
  caseAnswers: r.case ?? {},
  consents: consentRecords(r.consents ?? []),
  // Never who at the desk made the change: the visitor's own timeline.
  history: r.history.map((step) => ({ status: step.status, at: iso(step.at), note: step.note, reason: step.reason })),
  ...(r.flags ? { fixRound: r.fixRound, fixFlags: r.flags } : {}),
});

const READERS: Record<DataKindKey, Reader> = {
  request: async ({ requests }) => requests.map(requestRecord),
  whatsapp: async ({ store, requests }) =>
    (await Promise.all(requests.map((r) => store.whatsapp.thread(r)))).flat().map((m) => ({
      serviceNumber: m.serviceNumber,
      direction: m.direction,
      kind: m.kind,
      text: m.text,
      mediaIds: m.media.map((media) => media.id),
      at: iso(m.at),
    })),
  account: async ({ store, user }) => {
    if (!user) return [];
    const settings = await store.userSettings.get(user.id);
    const vehicles = await store.vehicles.listForUser(user.id);
    return [{
      name: user.name,
      phone: user.phone,
      createdAt: iso(user.createdAt),
      consents: consentRecords(await store.users.consents(user.id)),
      nominee: await store.users.nominee(user.id),
      settings: settings && { language: settings.language, reminders: settings.reminders, provenPhone: settings.verifiedPhone },
      vehicles: vehicles.map((v) => ({ number: v.number, expiries: v.expiries })),
    }];
  },
  // The text ledger's count of texts sent to the number, per day it still counts.
  security: async ({ store, phone, now }) => {
    if (!phone) return [];
    const days = [indiaToday(now - DAY_MS), indiaToday(now)];
    const counts = await Promise.all(days.map((day) => store.counters.get(ledgerKeys.phone(phone, day), DAY_MS, now)));
    return days.flatMap((day, i) => (counts[i] ? [{ day, textsSent: counts[i]!.count }] : []));
  },
  // The desk's actions on a request are its history above; the trail itself names no visitor.
  log: none,
  // Counts per service and month: nothing per person.
  counts: none,
  // Kept under the e-mail a review gives, never a number.
  feedback: none,
  // The complaints sent with the number: its holder proved it, as for its requests.
  grievance: async ({ store, phone }) =>
    phone
      ? (await store.grievances.byPhone(phone)).map((g) => {
          // The console's view without who at the desk answered, as a request's timeline leaves that out.
          const { answeredBy: _answeredBy, ...record } = adminGrievanceView(g);
          return record;
        })
      : [],
  // Copies of all of the above, which age out (the policy's backup row).
  backup: none,
  staff: none,
  site: none,
};

/** What is kept of the person with `phone` (and `user`, their account, when signed in). */
export async function personalData(store: Store, now: number, of: Omit<Held, 'store' | 'now'>): Promise<PersonalData> {
  const held = { store, now, ...of };
  const kinds: HeldKind[] = await Promise.all(SHOWN_DATA_KINDS.map(async (kind) => ({ key: kind.key, records: await READERS[kind.key](held) })));
  return { madeAt: now, kinds };
}
