// WhatsApp messages on Firestore: one document per message, its id the SHA-256 of Meta's id
// (messageKey), with `sortKey` (time, key) to page on and `unmatched` for the desk's list, as
// equality filters and one range filter are what the store uses (firestore.indexes.json has the
// composite indexes: thread, unmatched and a phone's last incoming message).
import type { Firestore } from 'firebase-admin/firestore';
import { pageKey } from '../page-key';
import { isAlreadyExists } from './collections';
import { messageKey, movesOn, type WhatsAppMessage, type WhatsAppStore } from '../whatsapp-types';

type MessageDoc = WhatsAppMessage & { sortKey: string; unmatched: boolean };

const toDoc = (m: WhatsAppMessage): MessageDoc => ({ ...m, sortKey: pageKey(m.at, messageKey(m.id)), unmatched: m.direction === 'in' && m.serviceNumber === null });
// Messages kept before threads were keyed by request have no requestId.
const toMessage = ({ sortKey: _sortKey, unmatched: _unmatched, ...message }: MessageDoc): WhatsAppMessage => ({ ...message, requestId: message.requestId ?? null });

// Above every key: the first page starts below it.
const ABOVE_ALL = '~';

export function firestoreWhatsApp(db: Firestore, prefix: string): WhatsAppStore {
  const messages = db.collection(`${prefix}whatsappMessages`);
  const ref = (id: string) => messages.doc(messageKey(id));
  return {
    whatsapp: {
      async add(message) {
        try {
          await ref(message.id).create(toDoc(message));
          return true;
        } catch (err) {
          if (isAlreadyExists(err)) return false;
          throw err;
        }
      },
      async get(id) {
        const snap = await ref(id).get();
        return snap.exists ? toMessage(snap.data() as MessageDoc) : null;
      },
      async thread(request) {
        // Indexes: whatsappMessages (requestId, sortKey asc) and (serviceNumber, sortKey asc). A message
        // kept before threads were keyed by request (no requestId; gone with the retention) belongs to
        // the request of its number that its phone sent, as take-in chose it then.
        const [own, byNumber] = await Promise.all([
          messages.where('requestId', '==', request.id).orderBy('sortKey', 'asc').get(),
          messages.where('serviceNumber', '==', request.serviceNumber).orderBy('sortKey', 'asc').get(),
        ]);
        const kept = byNumber.docs.map((d) => d.data() as MessageDoc).filter((m) => m.requestId === undefined && m.phone === request.phone);
        return [...own.docs.map((d) => d.data() as MessageDoc), ...kept].sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1)).map(toMessage);
      },
      async unmatched({ limit, cursor }) {
        // Index: whatsappMessages (unmatched, sortKey desc).
        const snap = await messages
          .where('unmatched', '==', true)
          .where('sortKey', '<', cursor ?? ABOVE_ALL)
          .orderBy('sortKey', 'desc')
          .limit(limit + 1)
          .get();
        const docs = snap.docs.map((d) => d.data() as MessageDoc);
        const items = docs.slice(0, limit);
        return { items: items.map(toMessage), next: docs.length > limit ? items.at(-1)!.sortKey : null };
      },
      async lastIn(phone) {
        // Index: whatsappMessages (phone, direction, sortKey desc).
        const snap = await messages.where('phone', '==', phone).where('direction', '==', 'in').orderBy('sortKey', 'desc').limit(1).get();
        return snap.empty ? null : (snap.docs[0]!.data() as MessageDoc).at;
      },
      async setStatus(id, status) {
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref(id));
          const doc = snap.data() as MessageDoc | undefined;
          if (!doc || doc.direction !== 'out' || !movesOn(doc.status, status)) return false;
          tx.update(ref(id), { status });
          return true;
        });
      },
      async link(id, request, by) {
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref(id));
          const doc = snap.data() as MessageDoc | undefined;
          if (!doc || !doc.unmatched) return null;
          const linked = { ...doc, serviceNumber: request.serviceNumber, requestId: request.id, linkedBy: by, unmatched: false };
          tx.set(ref(id), linked);
          return toMessage(linked);
        });
      },
      async unmatchedFrom(phone) {
        // Equality filters only: Firestore merges the single-field indexes, no composite one needed.
        const snap = await messages.where('unmatched', '==', true).where('phone', '==', phone).get();
        return snap.docs.map((d) => d.data() as MessageDoc).sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1)).map((m) => m.id);
      },
    },
  };
}
