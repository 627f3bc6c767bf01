// The live-listing store contract on SQLite and on Firestore (the in-process emulator).
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';
import { listingContract } from './helpers/listing-contract';

const stores = bothStores('listing');
listingContract(SQLITE, async () => stores.sqlite());
listingContract(
  FIRESTORE,
  async () => stores.firestore(),
  // The emulator never aborts conflicting transactions, so one read-modify-write overwrites the
  // other instead of retrying. Real Firestore retries them.
  { 'parallel patches of different fields both land': 'the emulator never aborts conflicting transactions' },
);
