import { Worker } from 'node:worker_threads';

/**
 * scrypt on a thread of its own. Node's async `crypto.scrypt` runs on libuv's
 * thread pool, the same four threads that read files: 20 concurrent wrong
 * passwords held all four and static files went from ~1 ms to 500-800 ms
 * Here one worker hashes, one request at a time, and
 * the pool stays free for file reads. The worker's code is a string, so it
 * runs the same from TypeScript sources, a build, or a test runner.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keyLength }) => {
  try {
    const hash = scryptSync(password, Buffer.from(salt), keyLength);
    parentPort.postMessage({ id, hash });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  readonly resolve: (hash: Buffer) => void;
  readonly reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function hashingWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(WORKER_SOURCE, { eval: true });
  // Idle, it must not keep the process alive; while a hash is pending it is referenced again.
  created.unref();
  created.on('message', ({ id, hash, error }: { id: number; hash?: Uint8Array; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) created.unref();
    if (!waiting) return;
    if (hash) waiting.resolve(Buffer.from(hash));
    else waiting.reject(new Error(error ?? 'scrypt failed'));
  });
  created.on('error', (error) => failAll(created, error));
  created.on('exit', () => failAll(created, new Error('the hashing worker stopped')));
  worker = created;
  return created;
}

/** A worker that died fails what it held; the next hash starts a new one. */
function failAll(dead: Worker, error: Error): void {
  if (worker === dead) worker = null;
  for (const [id, waiting] of pending) {
    pending.delete(id);
    waiting.reject(error);
  }
}

/** scrypt with Node's default cost (N=16384, r=8, p=1), off the libuv thread pool. */
export function scryptOffPool(password: string, salt: Buffer, keyLength: number): Promise<Buffer> {
  const target = hashingWorker();
  const id = ++nextId;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, password, salt: new Uint8Array(salt), keyLength });
  });
}
