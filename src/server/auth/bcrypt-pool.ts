// bcrypt off the event loop. A hash at cost 12 is about a quarter of a second of CPU, and on the
// main thread every request waits behind it: GET /api/health took 0.8 s instead of 2 ms during 8
// parallel sign-ins (`npm run bench:auth`). Jobs go to worker threads (bcrypt-worker.js), one job
// per thread at a time, in order; a thread starts when a job finds none free, up to one fewer than
// the CPUs, so one is left for the event loop. An idle thread does not keep the process alive.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

interface Task {
  job: Job;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

const POOL_SIZE = Math.max(1, os.availableParallelism() - 1);
// Beside this file, in the sources as in the Functions bundle (src/server/cli/build-functions.ts).
const WORKER_FILE = new URL('./bcrypt-worker.js', import.meta.url);

const queue: Task[] = [];
const idle: Worker[] = [];
const busy = new Map<Worker, Task>();
let threads = 0;

function assign(worker: Worker, task: Task): void {
  busy.set(worker, task);
  worker.ref();
  worker.postMessage(task.job);
}

function free(worker: Worker): void {
  const task = queue.shift();
  if (task) return assign(worker, task);
  worker.unref();
  idle.push(worker);
}

function start(): Worker {
  const worker = new Worker(WORKER_FILE);
  threads++;
  let gone = false;
  worker.on('message', (answer: { value?: unknown; error?: string }) => {
    const task = busy.get(worker);
    busy.delete(worker);
    if (answer.error !== undefined) task?.reject(new Error(answer.error));
    else task?.resolve(answer.value);
    free(worker);
  });
  // A thread that died (it failed to load, or ran out of memory) fails its job; the next job starts another.
  const lost = (err: Error) => {
    if (gone) return;
    gone = true;
    threads--;
    const at = idle.indexOf(worker);
    if (at !== -1) idle.splice(at, 1);
    busy.get(worker)?.reject(err);
    busy.delete(worker);
    drain();
  };
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`The bcrypt worker stopped (exit code ${code}).`)));
  return worker;
}

function drain(): void {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (threads < POOL_SIZE ? start() : undefined);
    if (!worker) return;
    assign(worker, queue.shift()!);
  }
}

function run<T>(job: Job): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
    drain();
  });
}

export const bcryptPool = {
  /** bcrypt's hash of `password` at `cost` (`$2b$…`), made on a worker thread. */
  hash: (password: string, cost: number) => run<string>({ op: 'hash', password, cost }),
  /** Whether `password` matches the bcrypt `hash`, checked on a worker thread. */
  compare: (password: string, hash: string) => run<boolean>({ op: 'compare', password, hash }),
};
