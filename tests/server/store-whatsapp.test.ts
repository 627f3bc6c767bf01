// The WhatsApp-messages store contract on SQLite and on Firestore (the in-process emulator).
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';
import { whatsappContract } from './helpers/whatsapp-contract';

const stores = bothStores('whatsapp');
whatsappContract(SQLITE, async () => stores.sqlite());
whatsappContract(FIRESTORE, async () => stores.firestore());
