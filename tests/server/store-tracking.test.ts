// The request-tracking store contract on SQLite and on Firestore (the in-process emulator). Lists
// page by a range filter on a sort key rather than Firestore query cursors (which that emulator
// ignores), so the paging cases run, and prove the same thing, on both.
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';
import { trackingContract } from './helpers/tracking-contract';

const stores = bothStores('tracking');
trackingContract(SQLITE, async () => stores.sqlite());
trackingContract(FIRESTORE, async () => stores.firestore());
