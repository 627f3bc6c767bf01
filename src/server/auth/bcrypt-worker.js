// One thread of the password pool (bcrypt-pool.ts): takes one bcrypt job at a time and answers
// its result, or the error's message. Plain JavaScript because a worker thread loads its file with
// Node's own loader, which runs no TypeScript, whether the server runs under tsx or vitest; the
// Cloud Functions build bundles it (bcryptjs inside) as bcrypt-worker.js beside index.js.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ op, password, hash, cost }) => {
  try {
    parentPort.postMessage({ value: op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash) });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
