import { parentPort } from 'node:worker_threads';
import { TaskError, type FromWorker, type Implemented, type ToWorker } from './task';

/**
 * The worker side: answer the pool's requests with the registered implementations, one at a time (the pool sends
 * a worker one task at a time).
 */
export function serveTasks(implementations: readonly Implemented[]) {
  const byName = new Map(implementations.map((i) => [i.name, i.run]));
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  const send = (message: FromWorker) => port.postMessage(message);
  // Loaded: the pool starts a task's clock from here, not from the worker's start (loading takes seconds on a busy
  // machine, and is no part of the task).
  send({ id: 0, kind: 'ready' });
  port.on('message', async ({ id, task, input }: ToWorker) => {
    try {
      const run = byName.get(task);
      if (!run) throw new Error(`no worker task named ${task}`);
      let last = 0;
      const output = await run(input, {
        progress(fraction, note) {
          // At most a few messages a second: progress is for people.
          const at = performance.now();
          if (at - last < 200 && fraction < 1) return;
          last = at;
          send({ id, kind: 'progress', fraction: Math.max(0, Math.min(1, fraction)), note });
        },
      });
      send({ id, kind: 'done', output });
    } catch (error) {
      const reason = error instanceof TaskError ? error.reason : null;
      send({ id, kind: 'failed', reason, message: error instanceof Error ? error.message : String(error) });
    }
  });
}
