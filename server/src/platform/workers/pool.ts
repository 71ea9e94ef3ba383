import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { declaredTasks, TaskError, TaskExhausted, type FromWorker, type WorkerTask } from './task';

/**
 * Worker threads for the tasks of `task.ts`, kept between tasks (starting one costs more than most tasks). At most
 * one a core but one is busy, so the request thread keeps a core; a task that finds none free waits its turn. A
 * worker that runs out of time or memory is stopped and replaced; the task fails with `TaskExhausted`.
 */

/** A worker that has not loaded its tasks by then is given up (its task fails as crashed). */
const START_TIMEOUT_MS = 120_000;

/** Tasks run at once: a core is left to the request thread. */
const MAX_BUSY = Math.max(1, Math.min(4, os.availableParallelism() - 1));

/**
 * The worker's entry: `server/src/worker.ts` run through tsx from the sources (tests, `npm run dev`), or
 * `worker.mjs` beside the bundle (build.mjs builds it).
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const ENTRY = FROM_SOURCES ? new URL('../../worker.ts', import.meta.url) : new URL('./worker.mjs', import.meta.url);

export interface RunOptions {
  /** Called with how far the task is (0..1) and what it is doing, a few times a second at most. */
  onProgress?: (fraction: number, note?: string) => void;
  /** Stops the task (its worker is terminated): the run fails with `TaskExhausted('cancelled')`. */
  signal?: AbortSignal;
}

export class WorkerPool {
  /** Idle workers by heap size (a worker's heap is fixed when it starts). */
  private readonly idle = new Map<number, Worker[]>();
  /** Each worker's loading: resolves when its tasks are registered (its `ready` message). */
  private readonly loading = new WeakMap<Worker, Promise<void>>();
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  private nextId = 1;

  constructor(
    private readonly entry: URL = ENTRY,
    private readonly maxBusy = MAX_BUSY,
  ) {}

  async run<I, O>(task: WorkerTask<I, O>, input: I, options: RunOptions = {}): Promise<O> {
    options.signal?.throwIfAborted();
    if (this.busy < this.maxBusy) this.busy++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    const heapMb = task.limits.heapMb;
    const worker = this.idle.get(heapMb)?.pop() ?? this.start(heapMb);
    let healthy = false;
    try {
      const output = await this.ask(worker, task, input, options);
      healthy = true;
      return output as O;
    } catch (error) {
      // A task's own refusal leaves its worker as good as new.
      healthy = error instanceof TaskError;
      throw error;
    } finally {
      if (healthy) this.idle.set(heapMb, [...(this.idle.get(heapMb) ?? []), worker]);
      else void worker.terminate();
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }

  /**
   * Start an idle worker for each heap size the declared tasks use, resolving when they have loaded: the first task of
   * each kind then does not wait for a worker to start (tests that time each answer call it first).
   */
  async warm(): Promise<void> {
    const sizes = new Set([...declaredTasks.values()].map((l) => l.heapMb));
    await Promise.all(
      [...sizes]
        .filter((heapMb) => !this.idle.get(heapMb)?.length)
        .map(async (heapMb) => {
          const worker = this.start(heapMb);
          await this.loading.get(worker);
          this.idle.set(heapMb, [...(this.idle.get(heapMb) ?? []), worker]);
        }),
    );
  }

  /** Stop the idle workers (tests, shutdown); running tasks finish. */
  async close() {
    const all = [...this.idle.values()].flat();
    this.idle.clear();
    await Promise.all(all.map((w) => w.terminate()));
  }

  private start(heapMb: number): Worker {
    const typescript = this.entry.pathname.endsWith('.ts');
    const worker = new Worker(typescript ? new URL('./fromSources.mjs', import.meta.url) : this.entry, {
      workerData: { entry: this.entry.href },
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(64, heapMb / 4) },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    const loaded = new Promise<void>((resolve, reject) => {
      const ready = (m: FromWorker) => {
        if (m.kind !== 'ready') return;
        worker.off('message', ready);
        resolve();
      };
      worker.on('message', ready).once('exit', () => reject(new TaskExhausted('crashed')));
    });
    // A worker that dies while loading fails the task waiting on it (`ask` listens); nobody else awaits this.
    loaded.catch(() => undefined);
    this.loading.set(worker, loaded);
    return worker;
  }

  private ask(
    worker: Worker,
    task: { name: string; limits: { timeoutMs: number } },
    input: unknown,
    options: RunOptions,
  ) {
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      let settled = false;
      const finish = (settle: () => void) => {
        settled = true;
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', cancelled);
        worker.off('message', message).off('error', crashed).off('exit', exited);
        settle();
      };
      const message = (m: FromWorker) => {
        if (m.id !== id) return;
        if (m.kind === 'progress') options.onProgress?.(m.fraction, m.note);
        else if (m.kind === 'done') finish(() => resolve(m.output));
        else if (m.kind === 'failed')
          finish(() => reject(m.reason === null ? new Error(m.message) : new TaskError(m.reason, m.message)));
      };
      const exhausted = (cause: TaskExhausted['why']) => finish(() => reject(new TaskExhausted(cause)));
      const crashed = (error: Error & { code?: string }) =>
        exhausted(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed');
      const exited = () => exhausted('crashed');
      const cancelled = () => exhausted('cancelled');
      // The task's clock runs from when the worker has loaded; until then, the start-up's.
      let timer = setTimeout(() => exhausted('crashed'), START_TIMEOUT_MS);
      const run = () => {
        if (settled) return;
        clearTimeout(timer);
        timer = setTimeout(() => exhausted('timeout'), task.limits.timeoutMs);
        worker.postMessage({ id, task: task.name, input });
      };
      options.signal?.addEventListener('abort', cancelled, { once: true });
      worker.on('message', message).on('error', crashed).on('exit', exited);
      void this.loading.get(worker)!.then(run, () => undefined);
    });
  }
}

/** The server's pool. */
export const workers = new WorkerPool();

/** Run `task` on `input` in a worker thread, within the task's time and memory limits. */
export const runTask = <I, O>(task: WorkerTask<I, O>, input: I, options?: RunOptions) =>
  workers.run(task, input, options);
