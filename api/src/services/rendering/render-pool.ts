import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderJob, WorkerReply } from './protocol';

/** What a job comes back as: the worker's reply, or the pool's word that it gave up on it. */
export type PoolReply =
  | WorkerReply
  /** The worker did not answer within the job's hard limit: it was stopped (a render stuck in a loop cannot be aborted from inside). */
  | { type: 'timeout' }
  /** The worker stopped while drawing (e.g. out of memory past maxHeapMb): another one takes its place. */
  | { type: 'crashed'; error: string }
  /** Too many pages were waiting for a worker: this one was not drawn. */
  | { type: 'busy' };

export interface RenderPoolOptions {
  /** Worker threads (SSR_WORKERS). */
  workers: number;
  /** A worker that has loaded this many releases is replaced once idle: what it loaded goes with it, so memory stays bounded. */
  maxReleasesPerWorker: number;
  /**
   * Jobs that may wait for a worker; past this a page goes out to be drawn by the browser. Kept pages never wait, so
   * only new addresses queue: a flood of made-up query strings costs the pages it asks for a few seconds at most,
   * then the browser draws them, and every kept page is served as before.
   */
  maxQueued: number;
  /** Milliseconds beyond a job's own abort time after which its worker is stopped. */
  hardLimitMarginMs: number;
  /**
   * The most a worker's old generation may grow to (MB): past it V8 stops the worker (as out of memory) instead of
   * the process, and the pool starts another. A ceiling for a release that leaks, far above what drawing needs.
   */
  maxHeapMb: number;
}

export const DEFAULT_POOL_OPTIONS: RenderPoolOptions = {
  workers: 1,
  maxReleasesPerWorker: 40,
  maxQueued: 16,
  hardLimitMarginMs: 2000,
  maxHeapMb: 512,
};

export interface RenderPoolStats {
  rendered: number;
  timeouts: number;
  crashes: number;
  /** Workers replaced because they had loaded maxReleasesPerWorker releases. */
  retired: number;
  /** The V8 heap in use of the worker that answered last, in bytes (0 before the first answer). */
  lastHeapUsed: number;
}

export interface RenderPool {
  run(job: Omit<RenderJob, 'id' | 'type'>): Promise<PoolReply>;
  stats(): RenderPoolStats;
  close(): Promise<void>;
}

/**
 * The worker's script: the compiled file beside this one, or, when the API runs from its TypeScript source (its
 * tests), a small CommonJS starter that compiles the TypeScript worker as it loads it.
 */
function workerScript(): { file: string; workerData?: unknown } {
  const compiled = path.join(__dirname, 'render-worker.js');
  if (fs.existsSync(compiled)) return { file: compiled };
  return { file: path.join(__dirname, 'typescript-worker.cjs'), workerData: { script: path.join(__dirname, 'render-worker.ts') } };
}

interface Slot {
  worker: Worker;
  busy: boolean;
  retiring: boolean;
  /** The job this worker is drawing, if any. */
  current?: { id: number; resolve: (reply: PoolReply) => void; timer: NodeJS.Timeout };
}

/**
 * A fixed set of render workers. A page is drawn off the thread that answers requests, so a slow or stuck render
 * delays only the pages waiting for that worker; a worker past its hard limit is stopped and replaced.
 */
export function createRenderPool(options: RenderPoolOptions = DEFAULT_POOL_OPTIONS): RenderPool {
  const script = workerScript();
  const slots: Slot[] = [];
  const queue: { job: RenderJob; resolve: (reply: PoolReply) => void }[] = [];
  const stats: RenderPoolStats = { rendered: 0, timeouts: 0, crashes: 0, retired: 0, lastHeapUsed: 0 };
  let nextId = 1;
  let closed = false;

  function finish(slot: Slot, reply: PoolReply): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    slot.busy = false;
    current.resolve(reply);
  }

  function replace(slot: Slot): void {
    const index = slots.indexOf(slot);
    if (index !== -1) slots.splice(index, 1);
    slot.worker.removeAllListeners();
    // Stopped, not awaited: its thread is gone for us from now on.
    void slot.worker.terminate();
    if (!closed) slots.push(startWorker());
  }

  function startWorker(): Slot {
    const worker = new Worker(script.file, {
      workerData: script.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
      // React picks its build from NODE_ENV, which the server does not set: without this the worker would draw with
      // React's development build, several times slower, keeping debugging data on every element, and not the
      // build the browser hydrates with (the shell's production build).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // A worker never keeps the process alive on its own (a stop signal is not held up by an idle renderer).
    worker.unref();
    const slot: Slot = { worker, busy: false, retiring: false };
    worker.on('message', (reply: WorkerReply) => {
      if (slot.current?.id !== reply.id) return;
      stats.rendered += 1;
      if (reply.type === 'rendered') {
        stats.lastHeapUsed = reply.heapUsed;
        if (reply.loadedReleases >= options.maxReleasesPerWorker) slot.retiring = true;
      }
      finish(slot, reply);
      if (slot.retiring) {
        stats.retired += 1;
        replace(slot);
      }
      pump();
    });
    const crashed = (error: unknown) => {
      stats.crashes += 1;
      finish(slot, {
        type: 'crashed',
        error: `the render worker stopped: ${error instanceof Error ? error.message : String(error)}`,
      });
      replace(slot);
      pump();
    };
    worker.on('error', crashed);
    worker.on('exit', (code) => crashed(new Error(`exit code ${code}`)));
    return slot;
  }

  function pump(): void {
    while (queue.length > 0) {
      const slot = slots.find((candidate) => !candidate.busy);
      if (!slot) return;
      const next = queue.shift();
      if (!next) return;
      slot.busy = true;
      const timer = setTimeout(() => {
        stats.timeouts += 1;
        finish(slot, { type: 'timeout' });
        replace(slot);
        pump();
      }, next.job.abortAfterMs + options.hardLimitMarginMs);
      slot.current = { id: next.job.id, resolve: next.resolve, timer };
      slot.worker.postMessage(next.job);
    }
  }

  return {
    run(job) {
      if (closed) return Promise.resolve({ type: 'busy' });
      if (slots.length === 0) for (let index = 0; index < options.workers; index += 1) slots.push(startWorker());
      if (queue.length >= options.maxQueued) return Promise.resolve({ type: 'busy' });
      return new Promise<PoolReply>((resolve) => {
        queue.push({ job: { ...job, type: 'render', id: nextId++ }, resolve });
        pump();
      });
    },
    stats: () => ({ ...stats }),
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.resolve({ type: 'busy' });
      const stopping = slots.splice(0).map((slot) => {
        finish(slot, { type: 'busy' });
        slot.worker.removeAllListeners();
        return slot.worker.terminate();
      });
      await Promise.all(stopping);
    },
  };
}
