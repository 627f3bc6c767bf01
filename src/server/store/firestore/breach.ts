// The breach report's records on Firestore (breach-types.ts), as on SQLite: one range filter per
// query, on a single-field index. An account's last write is its own, its settings' or a vehicle's:
// each of the four is asked for its writes since `from`, and the accounts they name made before `to`;
// a grievance's is its receipt or its answer.
import type { Firestore } from 'firebase-admin/firestore';
import { langOr, type Lang } from '../../../core/languages';
import type { BreachKind, BreachStore, BreachWindow, HeldRecord } from '../breach-types';
import type { Grievance } from '../grievance-types';
import type { ServiceRequest } from '../tracking-types';
import type { UserDoc } from './accounts';
import type { Collections } from './collections';

const languageOf = (value: unknown): Lang | null => (value === undefined || value === null ? null : langOr(value));

export function firestoreBreach(_db: Firestore, c: Collections): BreachStore {
  async function accounts({ from, to }: BreachWindow): Promise<HeldRecord[]> {
    const [signedIn, changed, settings, vehicles] = await Promise.all([
      c.users.where('signedInAt', '>=', from).get(),
      c.users.where('updatedAt', '>=', from).get(),
      c.userSettings.where('updatedAt', '>=', from).get(),
      c.vehicles.where('updatedAt', '>=', from).get(),
    ]);
    const users = new Map<string, UserDoc>();
    for (const doc of [...signedIn.docs, ...changed.docs]) users.set(doc.get('id') as string, doc.data() as UserDoc);
    for (const id of new Set([...settings.docs, ...vehicles.docs].map((d) => d.get('userId') as string))) {
      if (users.has(id)) continue;
      const snap = await c.users.where('id', '==', id).limit(1).get();
      if (!snap.empty) users.set(id, snap.docs[0]!.data() as UserDoc);
    }
    const held: HeldRecord[] = [];
    for (const user of users.values()) {
      if (user.createdAt >= to) continue;
      const language = (await c.userSettings.doc(user.id).get()).get('language');
      held.push({ kind: 'account', phone: user.phone, email: null, language: languageOf(language) });
    }
    return held;
  }

  const queries: Record<BreachKind, (window: BreachWindow) => Promise<HeldRecord[]>> = {
    async request({ from, to }) {
      const snap = await c.requests.where('updatedAt', '>=', from).get();
      return snap.docs
        .map((d) => d.data() as ServiceRequest)
        .filter((r) => r.createdAt < to)
        .map((r) => ({ kind: 'request', phone: r.phone, email: null, language: languageOf(r.language) }));
    },
    async whatsapp({ from, to }) {
      const snap = await c.whatsapp.where('at', '>=', from).where('at', '<', to).get();
      return [...new Set(snap.docs.map((d) => d.get('phone') as string))].map((phone) => ({ kind: 'whatsapp', phone, email: null, language: null }));
    },
    account: accounts,
    async feedback({ from, to }) {
      const snap = await c.feedback.where('createdAt', '>=', from).where('createdAt', '<', to).get();
      return snap.docs.map((d) => ({ kind: 'feedback', phone: null, email: (d.get('email') as string | null) ?? null, language: null }));
    },
    // Received or answered since `from`: two range filters, each on its own field, the grievances of both once.
    async grievance({ from, to }) {
      const [received, answered] = await Promise.all([c.grievances.where('receivedAt', '>=', from).get(), c.grievances.where('answeredAt', '>=', from).get()]);
      const grievances = new Map([...received.docs, ...answered.docs].map((d) => [d.id, d.data() as Grievance]));
      return [...grievances.values()].filter((g) => g.receivedAt < to).map((g) => ({ kind: 'grievance', phone: g.phone, email: g.email, language: g.language }));
    },
  };

  return {
    breach: {
      async heldIn(window, kinds) {
        return (await Promise.all(kinds.map((kind) => queries[kind](window)))).flat();
      },
    },
  };
}
