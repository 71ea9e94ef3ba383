/**
 * A task is CPU-heavy work (reading an upload, analysing a statement, rendering a report) that runs in a worker
 * thread, never on the request thread. Its descriptor (name and limits) is what callers hold; its implementation
 * is registered in the worker's entry (`server/src/worker.ts`), so a caller does not load the heavy code.
 */

/** How long a task may run and how much heap its worker may take; beyond either the worker is stopped. */
export interface TaskLimits {
  timeoutMs: number;
  heapMb: number;
}

/** A task's name and limits, typed by what it takes and gives. */
export interface WorkerTask<I, O> {
  readonly name: string;
  readonly limits: TaskLimits;
  /** Types only: never set. */
  readonly __types?: (input: I) => O;
}

/** Every task declared so far (the modules that declare them are loaded with the app): what `warm` starts workers for. */
export const declaredTasks = new Map<string, TaskLimits>();

export const defineTask = <I, O>(name: string, limits: TaskLimits): WorkerTask<I, O> => {
  declaredTasks.set(name, limits);
  return { name, limits };
};

/** What a task's implementation may do besides computing: report how far it is (0..1) and what it is doing. */
export interface TaskContext {
  progress(fraction: number, note?: string): void;
}

export type TaskImplementation<I, O> = (input: I, context: TaskContext) => O | Promise<O>;

/** A task paired with its implementation, for the worker's registry. */
export interface Implemented {
  name: string;
  run: TaskImplementation<unknown, unknown>;
}

export const implement = <I, O>(task: WorkerTask<I, O>, run: TaskImplementation<I, O>): Implemented => ({
  name: task.name,
  run: run as TaskImplementation<unknown, unknown>,
});

/**
 * A task's own refusal (a corrupt file, a statement with no rows): `reason` is what the caller maps to a
 * message. Thrown in the worker, it arrives in the caller as the same class.
 */
export class TaskError extends Error {
  constructor(
    readonly reason: string,
    message = reason,
  ) {
    super(message);
    this.name = 'TaskError';
  }
}

/** The worker ran out of time or memory, or died: the input was too much for it. */
export class TaskExhausted extends Error {
  constructor(readonly why: 'timeout' | 'memory' | 'crashed' | 'cancelled') {
    super(`worker task ${why}`);
    this.name = 'TaskExhausted';
  }
}

/** Messages between the pool and a worker. */
export type ToWorker = { id: number; task: string; input: unknown };
export type FromWorker =
  | { id: 0; kind: 'ready' }
  | { id: number; kind: 'progress'; fraction: number; note?: string }
  | { id: number; kind: 'done'; output: unknown }
  | { id: number; kind: 'failed'; reason: string | null; message: string };
